//! Found and shared (issue 52): the business's JSON-LD says what site.yaml gives (street, postal
//! code, map position) and names only real profiles, the icons and the social card are drawn from
//! the logo, and links left as placeholders are warnings at their line that `--strict` refuses.

use std::fs;
use std::path::Path;

use crate::common::{fixture, sitegen, stderr};

fn read(root: &Path, rel: &str) -> String {
    fs::read_to_string(root.join("dist").join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The page's JSON-LD documents.
fn json_ld(html: &str) -> Vec<serde_json::Value> {
    html.split("<script type=\"application/ld+json\">")
        .skip(1)
        .map(|b| serde_json::from_str(b.split("</script>").next().unwrap()).expect("JSON-LD parses"))
        .collect()
}

fn png_size(path: &Path) -> (u32, u32) {
    let img = image::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(image::ImageFormat::from_path(path).unwrap(), image::ImageFormat::Png);
    (img.width(), img.height())
}

fn replace_in_site(root: &Path, find: &str, with: &str) {
    let path = root.join("content/site.yaml");
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains(find), "{find}");
    fs::write(&path, text.replacen(find, with, 1)).unwrap();
}

#[test]
fn the_business_markup_says_what_site_yaml_gives_and_names_only_real_profiles() {
    let site = fixture();
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let home = read(site.path(), "index.html");
    let docs = json_ld(&home);
    let business = docs.iter().find(|d| d["@id"] == "https://www.chinookheating.ca/#business").expect("the business");
    let address = &business["address"];
    assert_eq!(address["streetAddress"], "1208 Centre St NE");
    assert_eq!(address["postalCode"], "T2E 2R3");
    assert_eq!(address["addressLocality"], "Calgary");
    assert_eq!(
        business["geo"],
        serde_json::json!({"@type": "GeoCoordinates", "latitude": 51.06452, "longitude": -114.06201})
    );
    // Instagram's and LinkedIn's home pages are not the business: only its Facebook page is.
    assert_eq!(business["sameAs"], serde_json::json!(["https://www.facebook.com/chinookheating"]));
    let cities: Vec<&str> =
        business["areaServed"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert!(cities.contains(&"Calgary") && !cities.contains(&"Alberta"), "{cities:?}");
    // The logo is the 512 px PNG drawn from the logo; the image is a photo of this build.
    let base = "https://www.chinookheating.ca/";
    let logo = business["logo"].as_str().unwrap();
    assert_eq!(logo, format!("{base}icon-512.png"));
    assert_eq!(png_size(&site.path().join("dist/icon-512.png")), (512, 512));
    let image = business["image"].as_str().unwrap();
    assert!(image.starts_with(&format!("{base}img/")), "{image}");
    assert!(site.path().join("dist").join(&image[base.len()..]).is_file(), "{image}");
    // The footer shows the street address under the business's name.
    assert!(home.contains("<p>1208 Centre St NE<br>Calgary, AB T2E 2R3</p>"), "the footer's address");
}

#[test]
fn a_map_position_off_the_map_is_named_at_its_line() {
    let site = fixture();
    replace_in_site(
        site.path(),
        "latitude: 51.06452, longitude: -114.06201",
        "latitude: -114.06201, longitude: 51.06452",
    );
    let out = sitegen(site.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("content/site.yaml:24:20: latitude -114.06201 is not on the map (latitude goes from -90 to 90)"),
        "{err}"
    );
}

#[test]
fn the_icons_are_pngs_drawn_from_the_logo_and_named_by_the_manifest_and_every_page() {
    let site = fixture();
    // A site's own file of an icon's name is kept: replace the shared static/ with a copy holding one.
    let dir = site.path();
    fs::remove_file(dir.join("static")).unwrap();
    crate::common::copy_dir(&crate::common::repo().join("static"), &dir.join("static"));
    image::RgbaImage::from_pixel(192, 192, image::Rgba([1, 2, 3, 255])).save(dir.join("static/icon-192.png")).unwrap();
    let out = sitegen(dir, &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let dist = dir.join("dist");
    for (file, size) in
        [("icon-192.png", 192), ("icon-512.png", 512), ("icon-maskable-512.png", 512), ("apple-touch-icon.png", 180)]
    {
        assert_eq!(png_size(&dist.join(file)), (size, size), "{file}");
    }
    assert_eq!(
        image::open(dist.join("icon-192.png")).unwrap().to_rgba8().get_pixel(0, 0).0,
        [1, 2, 3, 255],
        "the site's own"
    );
    let manifest: serde_json::Value = serde_json::from_str(&read(dir, "site.webmanifest")).unwrap();
    assert_eq!(manifest["lang"], "en-CA");
    assert_eq!(manifest["name"], "Chinook Heating & Gas");
    assert_eq!(manifest["short_name"], "Chinook Heating");
    let icons = manifest["icons"].as_array().unwrap();
    for icon in icons {
        let src = icon["src"].as_str().unwrap();
        assert!(dist.join(&src[1..]).is_file(), "{src}");
    }
    assert!(icons.iter().any(|i| i["purpose"] == "maskable" && i["sizes"] == "512x512"));
    assert!(icons.iter().any(|i| i["purpose"] == "any" && i["sizes"] == "192x192"));
    assert!(read(dir, "index.html").contains("<link rel=\"apple-touch-icon\" href=\"/apple-touch-icon.png\">"));
    assert!(read(dir, "robots.txt").ends_with("/sitemap.xml\n"), "robots.txt ends its last line");
}

#[test]
fn a_site_without_a_social_image_gets_a_card_of_its_logo_and_name() {
    let site = fixture();
    replace_in_site(
        site.path(),
        "  social_image: { src: og-card.jpg, alt: \"Chinook Heating & Gas: furnaces, boilers and heat pumps for Alberta\" }\n",
        "",
    );
    let out = sitegen(site.path(), &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(png_size(&site.path().join("dist/social-card.png")), (1200, 630));
    // The quote page has no hero photo: it is shared with the card.
    let quote = read(site.path(), "quote/index.html");
    for meta in [
        r#"<meta property="og:image" content="https://www.chinookheating.ca/social-card.png">"#,
        r#"<meta property="og:image:type" content="image/png">"#,
        r#"<meta property="og:image:width" content="1200">"#,
        r#"<meta property="og:image:alt" content="Chinook Heating &amp; Gas: Furnaces, boilers and heat pumps for Alberta homes and businesses">"#,
    ] {
        assert!(quote.contains(meta), "{meta}");
    }
}

#[test]
fn links_left_as_placeholders_are_warnings_at_their_line_and_strict_refuses_them() {
    let site = fixture();
    let out = sitegen(site.path(), &["check"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    for expected in [
        "warning: content/site.yaml:42:11: `https://www.instagram.com/` is Instagram's home page, not your profile: write your page's address (like https://www.instagram.com/yourbusiness) or remove the link",
        "warning: content/site.yaml:44:11: `https://www.linkedin.com/` is LinkedIn's home page, not your profile",
        "`https://www.example.com/` is an example address (example.com is kept for examples and is nobody's page): write the real address, or remove the link",
    ] {
        assert!(err.contains(expected), "{expected}\n{err}");
    }
    assert!(!err.contains("facebook.com/chinookheating"), "a profile is not a placeholder\n{err}");
    let strict = sitegen(site.path(), &["build", "--strict"]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(stderr(&strict).contains("Warnings are errors with --strict"), "{}", stderr(&strict));
    assert!(!site.path().join("dist").exists(), "nothing published");
}
