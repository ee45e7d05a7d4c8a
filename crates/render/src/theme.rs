//! The default theme built into `sitegen` (this repository's `templates/`, embedded by build.rs),
//! and a site's own `templates/` overriding it file by file, as Hugo's and Zola's themes are: a
//! site with no `templates/` folder is built entirely with the built-in one; a site that has
//! `templates/partials/footer.html` gets its own footer and every other template from the binary.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/theme.rs"));

/// The templates of one site: its own folder first, then the built-in theme.
#[derive(Debug, Clone)]
pub struct Theme {
    dir: PathBuf,
}

impl Theme {
    /// The theme of the site whose own templates (if any) are in `dir`.
    pub fn new(dir: &Path) -> Theme {
        Theme { dir: dir.to_path_buf() }
    }

    /// The source of a template, by its name relative to `templates/` (`sections/faq.html`):
    /// the site's own file when it has one, else the built-in one. Names that climb out of the
    /// folder are never read.
    pub fn source(&self, name: &str) -> std::io::Result<Option<String>> {
        if name.split('/').any(|part| part == ".." || part.is_empty()) || name.contains('\\') {
            return Ok(None);
        }
        let own = self.dir.join(name);
        if own.is_file() {
            return std::fs::read_to_string(own).map(Some);
        }
        Ok(built_in(name).map(str::to_owned))
    }

    /// Every template name: the built-in ones and the site's own.
    pub fn names(&self) -> std::io::Result<Vec<String>> {
        let mut names: BTreeSet<String> = BUILT_IN.iter().map(|(n, _)| (*n).to_owned()).collect();
        names.extend(self.own()?);
        Ok(names.into_iter().collect())
    }

    /// The site's own template files (names relative to its `templates/`), none when it has no folder.
    pub fn own(&self) -> std::io::Result<Vec<String>> {
        let mut out = Vec::new();
        if self.dir.is_dir() {
            collect(&self.dir, &self.dir, &mut out)?;
        }
        Ok(out)
    }

    /// The site's own templates that replace nothing of the built-in theme: no page or section
    /// includes them, so they change nothing (a misspelt name, a section type that does not
    /// exist). Said to the person building rather than ignored.
    pub fn unused(&self) -> Vec<String> {
        self.own()
            .unwrap_or_default()
            .into_iter()
            .filter(|n| built_in(n).is_none() && built_in(&without_language(n)).is_none() && !is_partial_of_own(n))
            .collect()
    }
}

/// A template a site's own templates may include by name (`partials/…`, `icons/…`): only those
/// folders hold templates that are never looked up by the generator itself.
fn is_partial_of_own(name: &str) -> bool {
    name.starts_with("partials/") || name.starts_with("icons/")
}

/// The names of the built-in templates, in order.
pub fn built_in_names() -> impl Iterator<Item = &'static str> {
    BUILT_IN.iter().map(|(n, _)| *n)
}

/// `sections/faq.fr-CA.html` -> `sections/faq.html`: a template's variant in one language.
fn without_language(name: &str) -> String {
    let mut parts: Vec<&str> = name.rsplitn(3, '.').collect();
    parts.reverse();
    match parts.as_slice() {
        [stem, lang, ext] if lang.len() == 5 && lang.as_bytes()[2] == b'-' => format!("{stem}.{ext}"),
        _ => name.to_owned(),
    }
}

/// The built-in template of that name.
pub fn built_in(name: &str) -> Option<&'static str> {
    BUILT_IN.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<String>) -> std::io::Result<()> {
    let mut entries = std::fs::read_dir(dir)?.collect::<Result<Vec<_>, _>>()?;
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            collect(root, &p, out)?;
        } else if let Ok(rel) = p.strip_prefix(root) {
            let rel = rel.to_string_lossy().replace('\\', "/");
            // Editors' backup and swap files are not templates.
            if !rel.ends_with('~') && !rel.rsplit('/').next().is_some_and(|f| f.starts_with('.')) {
                out.push(rel);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_site_without_templates_gets_the_built_in_ones() {
        let dir = tempfile::tempdir().unwrap();
        let theme = Theme::new(&dir.path().join("templates"));
        assert!(theme.source("page.html").unwrap().is_some_and(|s| s.contains("sections/")));
        assert!(theme.names().unwrap().contains(&"partials/footer.html".to_owned()));
        assert!(theme.unused().is_empty());
    }

    #[test]
    fn a_site_file_replaces_only_its_own_name() {
        let dir = tempfile::tempdir().unwrap();
        let templates = dir.path().join("templates");
        std::fs::create_dir_all(templates.join("partials")).unwrap();
        std::fs::write(templates.join("partials/footer.html"), "<footer>ours</footer>").unwrap();
        std::fs::create_dir_all(templates.join("sections")).unwrap();
        std::fs::write(templates.join("sections/fqa.html"), "typo").unwrap();
        let theme = Theme::new(&templates);
        assert_eq!(theme.source("partials/footer.html").unwrap().as_deref(), Some("<footer>ours</footer>"));
        assert_eq!(theme.source("partials/header.html").unwrap().as_deref(), built_in("partials/header.html"));
        std::fs::write(templates.join("sections/faq.fr-CA.html"), "<p>FAQ</p>").unwrap();
        assert_eq!(theme.unused(), vec!["sections/fqa.html".to_owned()], "a language's variant is used");
        assert_eq!(theme.source("../secret").unwrap(), None);
    }
}
