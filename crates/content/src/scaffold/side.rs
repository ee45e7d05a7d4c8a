//! One language of a site as `sitegen new` writes it: the first language's files are `content/`'s
//! own, a second language's are under its folder (`content/en/`, pages at `/en/...`), and a data
//! file it lacks is the first language's.

use std::path::{Path, PathBuf};

use crate::read_file;
use crate::wording::Language;

#[derive(Debug, Clone)]
pub(crate) struct Side {
    /// Relative to `content/`: empty for the first language, `en` or `fr` for a second.
    pub folder: PathBuf,
    /// `content/` itself, or the second language's folder in it.
    pub dir: PathBuf,
    /// The start of its pages' addresses: empty, or `/en`.
    pub prefix: String,
    pub language: Language,
}

impl Side {
    /// A file of this language, relative to `content/` (`pages/x.yaml`, `en/pages/x.yaml`).
    pub fn rel(&self, inner: &str) -> PathBuf {
        self.folder.join(inner)
    }

    /// The address of the page at `rel` under `pages/` (without `.yaml`): `/x`, `/en/x`; the
    /// home page for an empty `rel`.
    pub fn route(&self, rel: &str) -> String {
        match (rel.is_empty(), self.prefix.is_empty()) {
            (true, true) => "/".to_owned(),
            (true, false) => self.prefix.clone(),
            (false, _) => format!("{}/{rel}", self.prefix),
        }
    }

    /// The path of a link as this language writes it, without its prefix (`/en/x` -> `x`).
    pub fn inner<'a>(&self, href: &'a str) -> Option<&'a str> {
        let rest = href.strip_prefix(self.prefix.as_str())?;
        rest.strip_prefix('/').or(rest.is_empty().then_some(""))
    }

    pub fn is_second(&self) -> bool {
        !self.prefix.is_empty()
    }

    /// Its data file `name` (`cities.yaml`): its own when it has one, else the site's.
    pub fn data(&self, content: &Path, name: &str) -> (PathBuf, PathBuf) {
        let own = self.rel(&format!("data/{name}"));
        let rel = if content.join(&own).is_file() { own } else { PathBuf::from(format!("data/{name}")) };
        (content.join(&rel), Path::new("content").join(&rel))
    }

    /// Its own data file `name`, when it has one (a second language without one uses the first's).
    pub fn own_data(&self, content: &Path, name: &str) -> Option<PathBuf> {
        let rel = self.rel(&format!("data/{name}"));
        content.join(&rel).is_file().then_some(rel)
    }

    /// Where a link to a page that does not exist yet leads meanwhile: this language's call to
    /// action (`header_action`, the quote page on most sites), else its home page.
    pub fn waiting_route(&self, content: &Path) -> String {
        let site = content.join(self.rel("site.yaml"));
        let shown = Path::new("content").join(self.rel("site.yaml"));
        let href = if self.is_second() {
            read_file::<crate::raw::SiteTranslation>(&site, &shown)
                .0
                .and_then(|s| s.header_action)
                .and_then(|a| a.href.internal_path().map(str::to_owned))
        } else {
            read_file::<crate::raw::SiteConfig>(&site, &shown)
                .0
                .and_then(|s| s.header_action.href.internal_path().map(str::to_owned))
        };
        href.unwrap_or_else(|| self.route(""))
    }
}

/// The site's languages, the first one first: one side for a site in one language, two for a site
/// in two (`languages: [fr-CA, en-CA]`) whose second folder exists.
pub(crate) fn sides(content: &Path) -> Vec<Side> {
    let site = read_file::<crate::raw::SiteConfig>(&content.join("site.yaml"), Path::new("content/site.yaml")).0;
    let languages: Vec<Language> = match site {
        Some(s) => match (s.languages, s.language) {
            (Some(l), _) if !l.value.is_empty() => l.value,
            (_, Some(one)) => vec![one],
            _ => vec![Language::default()],
        },
        None => vec![Language::default()],
    };
    let mut out = vec![Side {
        folder: PathBuf::new(),
        dir: content.to_path_buf(),
        prefix: String::new(),
        language: languages[0],
    }];
    if let Some(&second) = languages.get(1)
        && content.join(second.folder()).is_dir()
    {
        out.push(Side {
            folder: PathBuf::from(second.folder()),
            dir: content.join(second.folder()),
            prefix: format!("/{}", second.folder()),
            language: second,
        });
    }
    out
}

/// The language's name in English, as the notes say it (`# EXAMPLE: ... in French`).
pub(crate) fn language_name(language: Language) -> &'static str {
    match language {
        Language::EnCa => "English",
        Language::FrCa => "French",
    }
}
