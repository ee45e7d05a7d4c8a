//! Content loading for the site generator: `content/` YAML in, a typed and validated [`Site`] out.
//!
//! This is the only crate that knows YAML. The pipeline is three plain steps:
//! [`load`] reads every file and parses it into typed structs (one diagnostic per broken file, since a
//! parser stops at its first error), then [`validate`] checks what the types cannot say (references
//! between files, unique routes), collecting every problem of the whole tree, so an editor fixes all
//! mistakes in one round.

mod data;
mod diagnostic;
mod lint;
mod load;
mod located;
mod page;
mod route;
pub mod scaffold;
pub mod schema;
mod site;
mod suggest;
mod text;
mod validate;

pub use data::*;
pub use diagnostic::{Diagnostic, Diagnostics, Pos};
pub use lint::{lint, lint_pages};
pub use load::{LoadedContent, load, load_all, load_file, load_site, parse_yaml};
pub use located::Located;
pub use page::*;
pub use route::Route;
pub use site::*;
pub use text::{Email, Href, Phone, Rating, Slug};
pub use validate::validate;

/// Everything the site is made of, loaded and validated.
#[derive(Debug, serde::Serialize)]
pub struct Site {
    pub config: SiteConfig,
    pub data: Data,
    pub pages: Vec<Page>,
    pub redirects: Vec<Redirect>,
}

impl Site {
    /// Loads and validates the content tree under `content_dir`, or returns every problem found.
    pub fn from_dir(content_dir: &std::path::Path) -> Result<Site, Diagnostics> {
        // Broken page files do not stop the pages that parsed from being checked: every mistake
        // of the tree comes out of one run.
        match load::load_all(content_dir) {
            (Some(loaded), diags) if diags.is_empty() => validate(loaded),
            (Some(loaded), mut diags) => {
                if let Err(more) = validate(loaded) {
                    diags.extend(more);
                }
                // Sorted and de-duplicated as every other report.
                Err(diags.into_result(()).err().unwrap_or_default())
            }
            (None, diags) => Err(diags),
        }
    }

    /// Re-reads one page file (`source` as in [`Page::source`], relative to the folder above
    /// `content_dir`) and puts it in place of the page it made, checked against the site's settings
    /// and data as a full load checks it. The preview's fast path: one file read, not thousands.
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
        let mut page = load::load_page(&content_dir.join("pages"), &path, source.to_path_buf())
            .map_err(|d| Diagnostics(vec![d]))?;
        if page.route != self.pages[index].route {
            return Ok(false);
        }
        let mut diags = Diagnostics::default();
        validate::check_page(&page, &self.config, &self.data, &mut diags);
        diags.into_result(())?;
        validate::fill_defaults(&mut page, &self.config, &self.data);
        self.pages[index] = page;
        Ok(true)
    }
}
