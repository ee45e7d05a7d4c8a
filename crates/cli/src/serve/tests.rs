//! The router as a browser meets it: static-host answers, the headers of each kind of response,
//! the event stream, and the edit API's refusals, without a socket (tower's `oneshot`).

use std::path::Path;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use futures_util::StreamExt;
use tower::ServiceExt;

use super::*;

const TOKEN: &str = "0123456789abcdef0123456789abcdef";
const ORIGIN: &str = "http://127.0.0.1:4999";

/// An output folder with a page, a 404 page, `_headers` and `_redirects`.
fn out() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir_all(d.join("a")).unwrap();
    std::fs::write(d.join("a/index.html"), "<html><head></head><body>a</body></html>").unwrap();
    std::fs::write(d.join("404.html"), "<html><head></head><body>gone</body></html>").unwrap();
    std::fs::write(d.join("style.css"), "a{}").unwrap();
    std::fs::write(d.join("_headers"), "/*\n  X-Frame-Options: DENY\n/a/*\n  X-Page: a\n").unwrap();
    std::fs::write(d.join("_redirects"), "/old /a/ 301\n").unwrap();
    dir
}

fn app(out: &Path, live: bool, editor: bool) -> (Router, channel::Sender<bool>) {
    let (stop, stopping) = channel::channel(false);
    let opts = BuildOptions { root: out.to_path_buf(), out: out.to_path_buf(), ..BuildOptions::default() };
    let app = App {
        out: Arc::new(out.to_path_buf()),
        root: Arc::new(out.to_path_buf()),
        live: live.then(|| Arc::new(Live::default())),
        editor: editor.then(|| Arc::new(Editor::for_tests(&opts, 4999, TOKEN))),
        stopping,
    };
    (router(app), stop)
}

async fn send(router: &Router, request: Request<Body>) -> (StatusCode, header::HeaderMap, String) {
    let response = router.clone().oneshot(request).await.unwrap();
    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    (parts.status, parts.headers, String::from_utf8_lossy(&bytes).into_owned())
}

fn get(uri: &str) -> Request<Body> {
    Request::get(uri).body(Body::empty()).unwrap()
}

#[tokio::test]
async fn the_site_is_answered_like_the_static_host_with_its_headers() {
    let dir = out();
    let (router, _stop) = app(dir.path(), true, false);

    let (status, headers, body) = send(&router, get("/a/")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "text/html; charset=utf-8");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["x-page"], "a");
    assert!(headers.get(header::CACHE_CONTROL).is_none(), "{headers:?}");
    assert!(body.contains(r#"<script type="module" src="/_sitegen/reload.js?g=0"></script></head>"#), "{body}");
    // The preview marks its pages, so an unconnected quote form shows its flow only here.
    assert!(body.contains(r#"<meta name="sitegen-preview" content="on">"#), "{body}");

    let (status, headers, body) = send(&router, get("/style.css")).await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, "a{}"));
    assert_eq!(headers[header::CONTENT_TYPE], "text/css; charset=utf-8");

    let (status, headers, body) = send(&router, get("/missing")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains("gone") && body.contains("reload.js"), "{body}");
    assert_eq!(headers["x-frame-options"], "DENY");

    for (from, to) in [("/a?x=1", "/a/?x=1"), ("/old", "/a/")] {
        let (status, headers, _) = send(&router, get(from)).await;
        assert_eq!(status, StatusCode::MOVED_PERMANENTLY, "{from}");
        assert_eq!(headers[header::LOCATION], to);
        assert!(headers.get("x-frame-options").is_none(), "a redirect carries its Location only");
        assert!(headers.get(header::CACHE_CONTROL).is_none(), "{headers:?}");
    }

    let (status, headers, body) = send(&router, Request::head("/a/").body(Body::empty()).unwrap()).await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, ""));
    assert_eq!(headers[header::CONTENT_TYPE], "text/html; charset=utf-8");

    let (status, headers, _) = send(&router, Request::post("/a/").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(headers[header::ALLOW].to_str().unwrap().contains("GET"));
    assert!(headers.get(header::CACHE_CONTROL).is_none(), "{headers:?}");

    let (status, headers, body) = send(&router, get("/_sitegen/reload.js")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CACHE_CONTROL], "no-store");
    assert!(body.contains("EventSource(`/_sitegen/events?lang=${encodeURIComponent(document.documentElement.lang)}`)"));
}

#[tokio::test]
async fn without_the_live_preview_nothing_is_injected_or_answered_under_sitegen() {
    let dir = out();
    let (router, _stop) = app(dir.path(), false, false);
    let (_, _, body) = send(&router, get("/a/")).await;
    assert!(!body.contains("_sitegen"), "{body}");
    let (status, _, body) = send(&router, get("/_sitegen/events")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains("gone"), "the site's 404 page: {body}");
}

#[tokio::test]
async fn the_event_stream_sends_the_state_at_once_and_ends_when_the_server_stops() {
    let dir = out();
    let (router, stop) = app(dir.path(), true, false);
    let response = router.oneshot(get("/_sitegen/events")).await.unwrap();
    assert_eq!(response.headers()[header::CONTENT_TYPE], "text/event-stream");
    assert_eq!(response.headers()[header::CACHE_CONTROL], "no-store");
    let mut body = response.into_body().into_data_stream();
    let first = body.next().await.unwrap().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&first),
        "event: state\ndata: {\"generation\":0,\"errors\":[],\"notices\":[],\"heading\":\"The site cannot be rebuilt: 0 problems\",\"note\":\"Fix the file and save: this page reloads by itself.\"}\n\n"
    );
    stop.send(true).unwrap();
    let rest = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(chunk) = body.next().await {
            chunk.unwrap();
        }
    });
    rest.await.expect("the stream ends when the server stops");
}

#[tokio::test]
async fn the_edit_api_refuses_requests_without_the_token_or_from_another_origin() {
    let dir = out();
    let (router, _stop) = app(dir.path(), true, true);
    let post = |headers: &[(&str, &str)]| {
        let mut r = Request::post("/_sitegen/edit/file").header(header::CONTENT_TYPE, "application/json");
        for (name, value) in headers {
            r = r.header(*name, *value);
        }
        r.body(Body::from(r#"{"path":"content/site.yaml"}"#)).unwrap()
    };
    for (headers, why) in [
        (vec![("origin", ORIGIN)], "token"),
        (vec![("x-sitegen-token", "f".repeat(32).leak() as &str), ("origin", ORIGIN)], "token"),
        (vec![("x-sitegen-token", TOKEN), ("origin", "http://evil.example")], "own pages"),
        (vec![("x-sitegen-token", TOKEN)], "own pages"),
    ] {
        let (status, headers, body) = send(&router, post(&headers)).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert_eq!(headers[header::CONTENT_TYPE], "application/json");
        assert_eq!(headers[header::CACHE_CONTROL], "no-store");
        let body: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert!(body["message"].as_str().unwrap().contains(why), "{body}");
        assert_eq!(body["errors"], serde_json::json!([]));
    }
    // A GET is not an edit; other addresses under /_sitegen/ are the editor's 404.
    assert_eq!(send(&router, get("/_sitegen/edit/file")).await.0, StatusCode::METHOD_NOT_ALLOWED);
    let (status, _, body) = send(&router, get("/_sitegen/nothing/here")).await;
    assert_eq!(
        (status, body.as_str()),
        (StatusCode::NOT_FOUND, r#"{"message":"not found","errors":[],"conflict":false,"kind":null,"files":[]}"#)
    );
    assert_eq!(send(&router, get("/_sitegen/editor/..%2Fa%2Findex.html")).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn uploads_need_the_token_and_thumbnails_are_only_of_photos() {
    let dir = out();
    std::fs::create_dir_all(dir.path().join("content/images")).unwrap();
    std::fs::write(dir.path().join("content/site.yaml"), "secret: 1").unwrap();
    image::RgbImage::from_pixel(600, 300, image::Rgb([10, 20, 30]))
        .save(dir.path().join("content/images/a.png"))
        .unwrap();
    let (router, _stop) = app(dir.path(), true, true);
    let upload = Request::post("/_sitegen/upload?name=a.jpg").header("origin", ORIGIN).body(Body::from("x")).unwrap();
    let (status, _, body) = send(&router, upload).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let upload = Request::post("/_sitegen/upload").header("x-sitegen-token", TOKEN).header("origin", ORIGIN);
    assert_eq!(send(&router, upload.body(Body::from("x")).unwrap()).await.0, StatusCode::BAD_REQUEST, "no name");

    let (status, headers, _) = send(&router, get("/_sitegen/thumb/a.png")).await;
    assert_eq!(
        (status, &headers[header::CONTENT_TYPE]),
        (StatusCode::OK, &"image/jpeg".parse::<header::HeaderValue>().unwrap())
    );
    for other in [
        "/_sitegen/thumb/../site.yaml",
        "/_sitegen/thumb/%2E%2E/site.yaml",
        "/_sitegen/thumb/missing.jpg",
        "/_sitegen/thumb/.a.png",
    ] {
        assert_eq!(send(&router, get(other)).await.0, StatusCode::NOT_FOUND, "{other}");
    }
}

#[tokio::test]
async fn a_request_of_the_wrong_shape_is_refused_before_the_workspace_is_touched() {
    // The test's "site" has no content/: opening the workspace would fail with a 422.
    let dir = out();
    let (router, _stop) = app(dir.path(), true, true);
    let post = |action: &str, body: &'static str| {
        Request::post(format!("/_sitegen/edit/{action}"))
            .header("x-sitegen-token", TOKEN)
            .header("origin", ORIGIN)
            .body(Body::from(body))
            .unwrap()
    };
    let (status, _, body) = send(&router, post("open", "{}")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("missing field `route`"), "{body}");
    let (status, _, body) = send(&router, post("save", "not json")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("the body is not JSON"), "{body}");
    let (status, _, body) = send(&router, post("new", r#"{"kind":"town","name":"x"}"#)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("unknown variant `town`"), "{body}");
    let (status, _, body) = send(&router, post("publsh", "{}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(body.contains("no edit action `publsh`"), "{body}");
}

/// Issue 51: the editor's forms speak the site's first language. An English site gets the
/// committed schemas byte for byte; a French one French titles and a label on every field, and
/// the change of `language:` shows at the next request, with no restart.
#[tokio::test]
async fn the_schemas_speak_the_site_s_first_language() {
    let dir = out();
    let (router, _stop) = app(dir.path(), true, true);
    let content = dir.path().join("content");
    std::fs::create_dir_all(&content).unwrap();
    let committed = |name: &str| {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        std::fs::read_to_string(repo.join("content/.schema").join(name)).unwrap()
    };

    // No site.yaml yet, then an English one: the schemas of the repository's own content.
    for site in [None, Some("name: Harbour Roofing\nlanguage: en-CA\n")] {
        if let Some(site) = site {
            std::fs::write(content.join("site.yaml"), site).unwrap();
        }
        for name in ["page.schema.json", "site.schema.json", "words.schema.json"] {
            let (status, headers, body) = send(&router, get(&format!("/_sitegen/schema/{name}"))).await;
            assert_eq!(status, StatusCode::OK, "{name}");
            assert_eq!(headers[header::CONTENT_TYPE], "application/json");
            assert!(body == committed(name), "{name} differs from content/.schema/{name} ({site:?})");
        }
    }

    std::fs::write(content.join("site.yaml"), "name: Toitures du Havre\nlanguages: [fr-CA, en-CA]\n").unwrap();
    let (status, _, body) = send(&router, get("/_sitegen/schema/page.schema.json")).await;
    assert_eq!(status, StatusCode::OK);
    let page: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(page["properties"]["sections"]["x-label"], "Sections");
    assert!(body.contains(r#""title": "Section haut de page""#) && !body.contains("Hero section"), "hero's title");
    assert!(body.contains(r#""x-label": "Texte d’introduction""#), "lead's label");
    let (_, _, site) = send(&router, get("/_sitegen/schema/site.schema.json")).await;
    let site: serde_json::Value = serde_json::from_str(&site).unwrap();
    assert_eq!(
        (&site["title"], &site["properties"]["phone"]["x-label"]),
        (&"Paramètres du site".into(), &"Téléphone".into())
    );

    assert_eq!(send(&router, get("/_sitegen/schema/nothing.schema.json")).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_french_site_hears_the_edit_apis_refusals_in_french() {
    let dir = out();
    std::fs::create_dir_all(dir.path().join("content")).unwrap();
    std::fs::write(dir.path().join("content/site.yaml"), "language: fr-CA\nname: Chinook\n").unwrap();
    let (router, _stop) = app(dir.path(), true, true);
    let message =
        |body: &str| serde_json::from_str::<serde_json::Value>(body).unwrap()["message"].as_str().unwrap().to_owned();
    let no_token = Request::post("/_sitegen/edit/file").header("origin", ORIGIN).body(Body::from("{}")).unwrap();
    let (status, _, body) = send(&router, no_token).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(message(&body), "cette demande ne porte pas le jeton de modification de l’aperçu");
    let not_json = Request::post("/_sitegen/edit/save")
        .header("x-sitegen-token", TOKEN)
        .header("origin", ORIGIN)
        .body(Body::from("not json"))
        .unwrap();
    let (status, _, body) = send(&router, not_json).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(message(&body), "la demande à `save` n’a pas la forme attendue\u{a0}: son contenu n’est pas du JSON");
    let (status, _, body) = send(&router, get("/_sitegen/nothing/here")).await;
    assert_eq!((status, message(&body).as_str()), (StatusCode::NOT_FOUND, "introuvable"));
}

/// Issue 57: on a site in two languages the editor of a French page sends its page's language
/// (`x-sitegen-lang`, or `?lang=` where a header cannot go), and the server answers in it: the
/// schemas, its refusals, the live preview's words. Without it, or with a language sitegen does
/// not speak, the site's first language as before.
#[tokio::test]
async fn the_server_answers_in_the_language_the_page_asks_for() {
    let dir = out();
    std::fs::create_dir_all(dir.path().join("content")).unwrap();
    std::fs::write(dir.path().join("content/site.yaml"), "name: Harbour Roofing\nlanguages: [en-CA, fr-CA]\n").unwrap();
    let (router, _stop) = app(dir.path(), true, true);
    let schema = |lang: Option<&str>, query: &str| {
        let mut r = Request::get(format!("/_sitegen/schema/page.schema.json{query}"));
        if let Some(lang) = lang {
            r = r.header("x-sitegen-lang", lang);
        }
        r.body(Body::empty()).unwrap()
    };
    for (lang, query, french) in [
        (None, "", false),
        (Some("en-CA"), "", false),
        (Some("fr-CA"), "", true),
        (Some("fr"), "", true),
        (None, "?lang=fr-CA", true),
        (Some("de-DE"), "", false),
        (Some(""), "?lang=xx", false),
    ] {
        let (status, _, body) = send(&router, schema(lang, query)).await;
        assert_eq!(status, StatusCode::OK);
        let hero_fr = body.contains(r#""title": "Section haut de page""#);
        let hero_en = body.contains(r#""title": "Hero section""#);
        assert_eq!((hero_fr, hero_en), (french, !french), "{lang:?} {query}");
    }

    // Refusals, before and after the token is checked.
    let message =
        |body: &str| serde_json::from_str::<serde_json::Value>(body).unwrap()["message"].as_str().unwrap().to_owned();
    let no_token = |lang: &str| {
        Request::post("/_sitegen/edit/file")
            .header("origin", ORIGIN)
            .header("x-sitegen-lang", lang)
            .body(Body::from("{}"))
            .unwrap()
    };
    let (_, _, body) = send(&router, no_token("fr-CA")).await;
    assert_eq!(message(&body), "cette demande ne porte pas le jeton de modification de l’aperçu");
    let (_, _, body) = send(&router, no_token("en-CA")).await;
    assert!(message(&body).contains("token"), "{body}");
    let bad = Request::post("/_sitegen/edit/save")
        .header("x-sitegen-token", TOKEN)
        .header("origin", ORIGIN)
        .header("x-sitegen-lang", "fr-CA")
        .body(Body::from("not json"))
        .unwrap();
    let (status, _, body) = send(&router, bad).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&body).starts_with("la demande à `save`"), "{body}");

    // The live preview's stream: its overlay's words in the tab's language.
    let first = |uri: &'static str| {
        let router = router.clone();
        async move {
            let response = router.oneshot(get(uri)).await.unwrap();
            let chunk = response.into_body().into_data_stream().next().await.unwrap().unwrap();
            String::from_utf8_lossy(&chunk).into_owned()
        }
    };
    assert!(first("/_sitegen/events?lang=fr-CA").await.contains("Corrigez le fichier"));
    assert!(first("/_sitegen/events").await.contains("Fix the file and save"));
}
