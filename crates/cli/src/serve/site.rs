//! The output folder answered like the static host the site is deployed to (pretty URLs,
//! `404.html` with status 404, `_redirects`), so a page that works in the preview works when
//! deployed. HTML of a live preview gets the reload script and the editor's tags as it is sent.

use std::path::{Path, PathBuf};

use axum::extract::State;
use axum::http::header::LOCATION;
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};

use super::App;
use super::headers::{self, SiteFile};
use super::live;

/// `GET` (and `HEAD`) of any address the preview itself does not answer.
pub(super) async fn page(State(app): State<App>, uri: Uri) -> Response {
    let target = uri.path_and_query().map_or("/", |p| p.as_str()).to_owned();
    let generation = app.live.as_ref().map(|l| l.generation());
    let tags = app.editor.as_ref().map(|e| e.tags()).unwrap_or_default();
    let answer = tokio::task::spawn_blocking(move || {
        // A photo on a page the editor rendered (an upload not saved yet) is encoded but not in
        // the output folder until the save: the editor answers it from the photo cache.
        let unpublished = app.editor.as_ref().and_then(|e| {
            let file = target.strip_prefix("/img/")?;
            e.encoded_photo(file).filter(|_| !app.out.join("img").join(file).is_file())
        });
        // A photo the preview has not made yet: made now, before the others (the page being
        // looked at gets its photos first).
        if let (Some(file), Some(queue)) =
            (target.strip_prefix("/img/"), app.live.as_ref().and_then(|l| l.photos.as_ref()))
            && !app.out.join("img").join(file).is_file()
        {
            queue.now(file.split(['?', '#']).next().unwrap_or(file));
        }
        match unpublished.and_then(|p| std::fs::read(&p).ok().map(|b| (p, b))) {
            Some((path, bytes)) => headers::file(&path, bytes),
            None => respond(&app.out, &target, generation, &tags),
        }
    })
    .await;
    answer.unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
}

/// The response for `target`. With `generation` (a live preview), HTML gets the reload script;
/// with `tags` (the editor's), it gets them too.
fn respond(out: &Path, target: &str, generation: Option<u64>, tags: &str) -> Response {
    let url_path = target.split(['?', '#']).next().unwrap_or("/").to_owned();
    let (status, path) = match resolve(out, target) {
        Answer::Redirect(location) => {
            let mut response = (StatusCode::MOVED_PERMANENTLY, [(LOCATION, location)]).into_response();
            response.extensions_mut().insert(SiteFile(url_path));
            return response;
        }
        Answer::File(p) => (StatusCode::OK, Some(p)),
        Answer::NotFound(p) => (StatusCode::NOT_FOUND, p),
    };
    let (status, name, mut body) = match path.as_deref().map(|p| (p, std::fs::read(p))) {
        Some((p, Ok(bytes))) => (status, p, bytes),
        _ => (StatusCode::NOT_FOUND, Path::new("not-found.txt"), b"Not found".to_vec()),
    };
    if let Some(g) = generation
        && headers::content_type(name).starts_with("text/html")
    {
        body = live::inject_reload(&body, g);
        if !tags.is_empty() {
            body = live::inject(&body, tags);
        }
    }
    let mut response = (status, headers::file(name, body)).into_response();
    response.extensions_mut().insert(SiteFile(url_path));
    response
}

/// What the preview answers at an address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    File(PathBuf),
    /// 301 to this address.
    Redirect(String),
    /// 404, with `404.html` when there is one.
    NotFound(Option<PathBuf>),
}

/// Maps a URL to an answer like the static hosts do: a rule of `_redirects`; a file as it is;
/// `/a/` -> `a/index.html` and `/a` -> `a.html`; the other form of a page's address (`/a` where
/// `a/index.html` is, `/a/` where `a.html` is) redirects to its address; otherwise `404.html`.
pub fn resolve(out: &Path, url: &str) -> Answer {
    let (path, query) = match url.split('#').next().unwrap_or("/").split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (url.split('#').next().unwrap_or("/"), None),
    };
    let with_query = |to: &str| match query {
        Some(q) if !q.is_empty() => format!("{to}?{q}"),
        _ => to.to_owned(),
    };
    // The nearest 404.html up the folders (`fr/404.html` for `/fr/...`), as Cloudflare Pages
    // serves it and as Netlify's rule and the one page of the other hosts show it.
    let not_found = || {
        let safe = path.starts_with('/') && !path.split('/').any(|s| s == "..");
        let folders: Vec<&str> = if safe { path[1..].split('/').collect() } else { Vec::new() };
        let nf = (0..folders.len().max(1))
            .rev()
            .map(|n| out.join(folders[..n].join("/")).join("404.html"))
            .find(|f| f.is_file());
        Answer::NotFound(nf)
    };
    if path.split('/').any(|s| s == "..") || !path.starts_with('/') {
        return not_found();
    }
    if let Some(to) = redirect_rule(out, path) {
        return Answer::Redirect(with_query(&to));
    }
    let rel = path.trim_start_matches('/');
    if rel.is_empty() || path.ends_with('/') {
        let index = out.join(rel).join("index.html");
        if index.is_file() {
            return Answer::File(index);
        }
        let bare = rel.trim_end_matches('/');
        if !bare.is_empty() && out.join(format!("{bare}.html")).is_file() {
            return Answer::Redirect(with_query(&format!("/{bare}")));
        }
        return not_found();
    }
    let file = out.join(rel);
    if file.is_file() {
        return Answer::File(file);
    }
    let html = out.join(format!("{rel}.html"));
    if html.is_file() {
        return Answer::File(html);
    }
    if out.join(rel).join("index.html").is_file() {
        return Answer::Redirect(with_query(&format!("{path}/")));
    }
    not_found()
}

/// The target of the `_redirects` rule (`/from /to 301`) for `path`, when there is one.
fn redirect_rule(out: &Path, path: &str) -> Option<String> {
    let text = std::fs::read_to_string(out.join("_redirects")).ok()?;
    text.lines().find_map(|line| {
        let mut parts = line.split_whitespace();
        match (parts.next(), parts.next()) {
            (Some(from), Some(to)) if from == path && !from.starts_with('#') => Some(to.to_owned()),
            _ => None,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_map_to_files_like_a_static_host() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::create_dir_all(d.join("a")).unwrap();
        std::fs::write(d.join("a/index.html"), "a").unwrap();
        std::fs::write(d.join("b.html"), "b").unwrap();
        std::fs::write(d.join("404.html"), "nf").unwrap();
        std::fs::write(d.join("_redirects"), "/old /a/ 301\n/old/ /a/ 301\n").unwrap();
        let nf = Answer::NotFound(Some(d.join("404.html")));
        // Directory form: `/a/` is the page, `/a` redirects to it.
        assert_eq!(resolve(d, "/a/?x=1"), Answer::File(d.join("a/index.html")));
        assert_eq!(resolve(d, "/a?x=1"), Answer::Redirect("/a/?x=1".into()));
        // File form: `/b` is the page, `/b/` redirects to it.
        assert_eq!(resolve(d, "/b"), Answer::File(d.join("b.html")));
        assert_eq!(resolve(d, "/b/"), Answer::Redirect("/b".into()));
        assert_eq!(resolve(d, "/old"), Answer::Redirect("/a/".into()));
        assert_eq!(resolve(d, "/old/?utm_source=x"), Answer::Redirect("/a/?utm_source=x".into()));
        assert_eq!(resolve(d, "/"), Answer::NotFound(Some(d.join("404.html"))));
        assert_eq!(resolve(d, "/missing"), nf);
        assert_eq!(resolve(d, "/../etc/passwd"), nf);
        // A second language's not-found page at its addresses, the nearest up the folders.
        std::fs::create_dir_all(d.join("fr/a")).unwrap();
        std::fs::write(d.join("fr/404.html"), "introuvable").unwrap();
        let fr = Answer::NotFound(Some(d.join("fr/404.html")));
        assert_eq!((resolve(d, "/fr/missing/"), resolve(d, "/fr/a/b/c")), (fr.clone(), fr));
        assert_eq!(resolve(d, "/frites/"), nf);
    }
}
