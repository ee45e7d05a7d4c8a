//! The vitest fixtures in `islands/fixtures/` are the props the real site sends, taken from a
//! render of `content/`: island tests run on what the site really renders, and this test fails
//! when the committed fixtures drift from it. `make island-types` rewrites them.

use std::path::{Path, PathBuf};

use sitegen_content::Site;
use sitegen_render::{Assets, Renderer};

/// (fixture file, island, route of the page it is taken from)
const FIXTURES: &[(&str, &str, &str)] = &[
    ("menu.json", "Menu", "/"),
    ("city-search.json", "CitySearch", "/"),
    ("keyword-guide-home.json", "KeywordGuide", "/"),
    ("keyword-guide-hub.json", "KeywordGuide", "/calgary/furnace-services"),
    ("carousel.json", "Carousel", "/edmonton/boiler-replacement"),
    ("quote-form.json", "QuoteForm", "/quote"),
];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every photo of the real site, read as a build reads them.
fn photos(site: &Site) -> sitegen_render::Photos {
    let opts = sitegen_pipeline::BuildOptions { root: repo(), ..Default::default() };
    sitegen_pipeline::stages::photos(&opts, site).expect("the real site's photos read")
}

/// Props of `island` on the page at `route`, as the browser receives them.
fn props_on(site: &Site, route: &str, island: &str) -> String {
    let renderer =
        Renderer::new(&repo().join("templates"), site, &Assets::default(), 2026, photos(site)).expect("templates");
    let page = site.pages.iter().find(|p| p.route.as_str() == route).unwrap_or_else(|| panic!("no page {route}"));
    renderer.render_page(page).expect("renders");
    let found: Vec<_> = renderer.islands().into_iter().filter(|i| i.component == island).collect();
    assert_eq!(found.len(), 1, "expected one {island} on {route}");
    found[0].props_json.to_string()
}

#[test]
fn island_fixtures_are_the_props_the_real_site_sends() {
    let site = Site::from_dir(&repo().join("content")).expect("the real site loads");
    let update = std::env::var_os("UPDATE_ISLAND_TYPES").is_some();
    let mut stale = Vec::new();
    for (file, island, route) in FIXTURES {
        let path = repo().join("islands/fixtures").join(file);
        let props = format!("{}\n", props_on(&site, route, island));
        if update {
            std::fs::write(&path, &props).unwrap();
        }
        if std::fs::read_to_string(&path).unwrap_or_default() != props {
            stale.push(*file);
        }
    }
    assert!(stale.is_empty(), "islands/fixtures/{stale:?} differ from the real site's props: run `make island-types`");
}
