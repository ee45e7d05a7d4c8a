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
pub use lint::lint;
pub use load::{LoadedContent, load, load_file, load_site, parse_yaml};
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
        let loaded = load(content_dir)?;
        validate(loaded)
    }
}
