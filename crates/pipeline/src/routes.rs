//! `content/.routes.lock`: every route the site has published, one a line, committed with the
//! content. Search engines and paid ads point at these URLs, so a build that would drop one (a page
//! renamed or deleted with no redirect from its old address) fails unless told `--accept-removed`.
//!
//! The lock follows what went live, not what was built: Publish writes it (`publish::publish`), and
//! so does `sitegen build --record-routes` for a site published by pushing commits. A build on
//! this computer adds nothing, so a page tried here and deleted before it was ever published goes
//! without a word; `--accept-removed` only takes routes out.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use sitegen_content::Site;

use crate::BuildError;

pub const LOCK_FILE: &str = "content/.routes.lock";

const HEADER: &str = "# Routes this site has published. Written by Publish (or `sitegen build --record-routes`); commit it with the content.\n\
# A route listed here must stay a page or become a redirect source (content/redirects.yaml);\n\
# `sitegen check --accept-removed` removes it on purpose.\n";

pub fn lock_path(root: &Path) -> PathBuf {
    root.join(LOCK_FILE)
}

/// The routes in the lock; empty when there is none yet. A lock that exists but cannot be read is
/// an error: reading it as empty would silently turn the guard off.
pub fn read(root: &Path) -> Result<BTreeSet<String>, BuildError> {
    let text = match std::fs::read_to_string(lock_path(root)) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeSet::new()),
        Err(source) => {
            return Err(BuildError::Io {
                what: format!(
                    "cannot read {LOCK_FILE}, the list of published routes that keeps a published URL from vanishing \
                     (fix its permissions, or restore it from git)"
                ),
                source,
            });
        }
    };
    Ok(text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_owned).collect())
}

/// Every route the site answers: pages (but the not-found page) and redirect sources.
pub fn published(site: &Site) -> BTreeSet<String> {
    site.pages
        .iter()
        .filter(|p| !p.route.is_not_found())
        .map(|p| p.route.to_string())
        .chain(site.redirects.iter().map(|r| r.from.to_string()))
        .collect()
}

/// Routes in the lock that the site no longer answers, but those of pages its own days take off
/// (`until:` passed): leaving on that day is what the page says.
pub fn removed(root: &Path, site: &Site) -> Result<Vec<String>, BuildError> {
    let now = published(site);
    let resting: BTreeSet<String> = site.resting.iter().map(|p| p.route.to_string()).collect();
    Ok(read(root)?.into_iter().filter(|r| !now.contains(r) && !resting.contains(r)).collect())
}

/// Writes the lock with what the site publishes now, when that differs from the file: what goes
/// live is guarded from then on.
pub fn write(root: &Path, site: &Site) -> std::io::Result<()> {
    save(root, published(site))
}

/// Takes the routes the site no longer answers out of the lock (`--accept-removed`: the person
/// said they go), adding none: only publishing adds routes.
pub fn forget_removed(root: &Path, site: &Site) -> Result<(), BuildError> {
    let gone = removed(root, site)?;
    if gone.is_empty() {
        return Ok(());
    }
    let kept = read(root)?.into_iter().filter(|r| !gone.contains(r)).collect();
    save(root, kept).map_err(crate::io(format!("cannot write {LOCK_FILE}")))
}

fn save(root: &Path, routes: BTreeSet<String>) -> std::io::Result<()> {
    let mut text = HEADER.to_owned();
    for r in routes {
        text.push_str(&r);
        text.push('\n');
    }
    let path = lock_path(root);
    if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
        return Ok(());
    }
    sitegen_atomic::write(&path, text.as_bytes(), sitegen_atomic::Durability::Synced)
}

/// The message for routes that would disappear.
pub fn removed_message(routes: &[String]) -> String {
    let mut out = String::new();
    for r in routes {
        out.push_str(&format!(
            "{LOCK_FILE}: route {r} was published but no page or redirect makes it any more (expected a page at \
             {r}, or a redirect in content/redirects.yaml: `- {{ from: {r}, to: /new-place }}`; to remove it on purpose, \
             run `sitegen check --accept-removed`)\n"
        ));
    }
    out
}
