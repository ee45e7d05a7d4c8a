//! Content for the site generator: `content/` YAML in, a typed, checked and resolved
//! [`model::Site`] out. This is the only crate that knows YAML.
//!
//! Two stages, both plain functions, run by every entry point (check, build, preview):
//! [`load_all`] reads every file into the [`raw`] types (one diagnostic per broken file, since a
//! parser stops at its first error), then [`resolve`] checks what the types cannot say (references
//! between files, unique routes, one `h1` per page), replaces every reference by the data it names
//! and fills defaults, collecting every problem of the whole tree so an editor fixes all mistakes
//! in one round.

mod color;
mod day;
mod diagnostic;
mod host;
mod images;
pub mod init;
pub mod invented;
mod lint;
mod load;
mod located;
pub mod messages;
pub mod model;
mod parse_cache;
pub mod placeholder;
pub mod raw;
mod resolve;
mod route;
pub mod scaffold;
pub mod schema;
pub mod sections;
mod source;
mod starter_files;
mod suggest;
mod text;
pub mod typography;
pub mod wording;
mod zone;

pub use color::Color;
pub use day::Day;
pub use diagnostic::{Diagnostic, Diagnostics, Pos};
pub use host::{Host, Urls};
pub use images::{check_illustrations, check_photos};
pub use lint::{Findings, lint, lint_pages, placeholder_links, privacy_officer_warning};
pub use load::{
    LoadedContent, RawPage, asks_for_review, load_all, load_all_cached, load_file, load_page, load_site, parse_yaml,
    read_file,
};
pub use located::Located;
pub use model::{
    Analytics, AnalyticsProvider, Booking, BookingProvider, EndpointUrl, PayloadFormat, Provider, ProviderKind, Site,
};
pub use raw::{City, CityChoice, ServiceChoice, SiteConfig};
pub use resolve::resolve;
pub use route::{Route, is_page_file, page_file_of};
pub use suggest::closest as suggest_closest;
pub use text::{Email, Href, Phone, Price, Rating, Slug, Words};
pub use zone::Zone;

impl Site {
    /// Loads and resolves the content tree under `content_dir`, or returns every problem found.
    pub fn from_dir(content_dir: &std::path::Path) -> Result<Site, Diagnostics> {
        Site::from_dir_for(content_dir, None)
    }

    /// Like [`Site::from_dir`], published for `host` instead of the host `site.yaml` names
    /// (`--host`), so what depends on the host is checked against the one it is built for.
    pub fn from_dir_for(content_dir: &std::path::Path, host: Option<Host>) -> Result<Site, Diagnostics> {
        Site::load(content_dir, host, None)
    }

    /// Like [`Site::from_dir_for`], with the parse cache in `cache_dir`: page files that did not
    /// change since the last load are decoded, not parsed again (what the pipeline uses).
    pub fn load(
        content_dir: &std::path::Path,
        host: Option<Host>,
        cache_dir: Option<&std::path::Path>,
    ) -> Result<Site, Diagnostics> {
        let (mut loaded, diags) = load::load_all_cached(content_dir, cache_dir);
        if let (Some(loaded), Some(host)) = (loaded.as_mut(), host) {
            loaded.config.host = Some(Located::new(host, Pos::default()));
            // A second language's pages are published on the same host, in the same URL form.
            for t in &mut loaded.translations {
                t.config.host = Some(Located::new(host, Pos::default()));
            }
        }
        // Broken page files do not stop the pages that parsed from being checked: every mistake
        // of the tree comes out of one run.
        match (loaded, diags) {
            (Some(loaded), diags) if diags.is_empty() => resolve(loaded),
            (Some(loaded), mut diags) => {
                if let Err(more) = resolve(loaded) {
                    diags.extend(more);
                }
                // Sorted and de-duplicated as every other report.
                Err(diags.into_result(()).err().unwrap_or_default())
            }
            (None, diags) => Err(diags),
        }
    }

    /// Re-reads one page file (`source` as in [`model::Page::source`], relative to the folder
    /// above `content_dir`) and puts it in place of the page it made, checked and resolved against
    /// the site's settings and data as a full load does. The preview's fast path: one file read,
    /// not thousands.
    ///
    /// `Ok(false)`, with the site unchanged, when the file no longer makes a page this site has
    /// (added, removed or renamed): only a full load can tell what that affects.
    pub fn reload_page(
        &mut self,
        content_dir: &std::path::Path,
        source: &std::path::Path,
    ) -> Result<bool, Diagnostics> {
        let root = content_dir.parent().unwrap_or(std::path::Path::new(""));
        let path = root.join(source);
        let Some(index) = self.pages.iter().position(|p| p.source == source) else { return Ok(false) };
        if !path.is_file() {
            return Ok(false);
        }
        let language = self.pages[index].language;
        // A second language's pages are under its folder, at addresses under it (`/fr/...`).
        let (pages_dir, prefix) = match self.translations.iter().find(|t| t.settings.language == language) {
            Some(_) => (content_dir.join(language.folder()).join("pages"), format!("/{}", language.folder())),
            None => (content_dir.join("pages"), String::new()),
        };
        let raw = match load::load_page(&pages_dir, &prefix, &path, source.to_path_buf()) {
            (Some(raw), found) if found.is_empty() => raw,
            (_, found) => return Err(Diagnostics(found)),
        };
        let old = &self.pages[index];
        let same_translation =
            raw.file.translation.as_ref().map(Href::as_str) == old.translation_written.as_ref().map(Href::as_str);
        if raw.route != old.route || !same_translation {
            return Ok(false);
        }
        let translation = old.translation.clone();
        let mut diags = Diagnostics::default();
        let page = resolve::resolve_page(raw, self.settings_for(language), self.data_for(language), &mut diags);
        let page = diags.into_result(page)?;
        if let Some(mut page) = page {
            page.translation = translation;
            self.pages[index] = page;
        }
        Ok(true)
    }
}
