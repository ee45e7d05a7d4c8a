//! The islands' bundle and their server render. `sitegen` carries the bundle inside it
//! (`bundle/`, written by `make bundles` and embedded by build.rs: the browser bundle, the
//! stylesheet, the server-render script `server.js` and the preview's editor) and renders islands
//! with an embedded JavaScript engine (QuickJS, [`engine`]), so building, previewing and editing a
//! site needs no Node. Node and esbuild stay the tools of whoever changes island, style or editor
//! sources: when those differ from the built-in bundle and Node is there, they are bundled afresh
//! ([`node`]). See docs/islands.md for the contract.

mod embedded;
mod engine;
mod node;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

pub use embedded::{BuiltIn, built_in};

/// Hashed browser assets, as the build step wrote them in `manifest.json`.
#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct Manifest {
    pub client: String,
    pub css: String,
    #[serde(default)]
    pub preload: Vec<String>,
}

/// A finished bundle: `dir/assets/**` to publish, `dir/server.js` to render with.
#[derive(Debug, Clone)]
pub struct Bundle {
    pub dir: PathBuf,
    pub manifest: Manifest,
    /// True when Node bundled changed island or style sources for this build.
    pub rebuilt: bool,
    /// Said to the person building when the sources in the folder differ from the built-in bundle.
    pub notice: Option<String>,
}

impl Bundle {
    pub fn assets_dir(&self) -> PathBuf {
        self.dir.join("assets")
    }

    /// This bundle with `tail` appended to its stylesheet (a site's brand colours), the
    /// stylesheet under a name hashed from its new bytes so that browsers never keep a stale one.
    /// Kept in `cache_dir` beside the bundle it was made from, and reused while both are the same.
    pub fn with_stylesheet_tail(&self, cache_dir: &Path, tail: &str) -> Result<Bundle, IslandError> {
        if tail.is_empty() {
            return Ok(self.clone());
        }
        let old_css = self.dir.join(self.manifest.css.trim_start_matches('/'));
        let mut css =
            std::fs::read(&old_css).map_err(|e| IslandError::Io(format!("reading {}", old_css.display()), e))?;
        css.extend_from_slice(tail.as_bytes());
        let hash = blake3::hash(&css).to_hex().to_ascii_uppercase();
        let short = &hash[..8];
        let base = self.dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let dir = cache_dir.join(format!("{base}-css-{short}"));
        if let Some(bundle) = reuse(&dir) {
            return Ok(Bundle { rebuilt: self.rebuilt, notice: self.notice.clone(), ..bundle });
        }
        let tmp = cache_dir.join(format!(".tmp-css-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        let made = (|| {
            copy_dir(&self.dir, &tmp)?;
            let stem =
                Path::new(&self.manifest.css).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            let name = match stem.rsplit_once('-') {
                Some((prefix, _)) => format!("{prefix}-{short}.css"),
                None => format!("{stem}-{short}.css"),
            };
            let new_css = Path::new(&self.manifest.css).with_file_name(&name).to_string_lossy().replace('\\', "/");
            std::fs::remove_file(tmp.join(self.manifest.css.trim_start_matches('/')))
                .map_err(|e| IslandError::Io("replacing the stylesheet".to_owned(), e))?;
            std::fs::write(tmp.join(new_css.trim_start_matches('/')), &css)
                .map_err(|e| IslandError::Io("writing the stylesheet".to_owned(), e))?;
            let manifest = Manifest { css: new_css, ..self.manifest.clone() };
            let json = serde_json::to_vec_pretty(&manifest).unwrap_or_default();
            std::fs::write(tmp.join("manifest.json"), json)
                .map_err(|e| IslandError::Io("writing manifest.json".to_owned(), e))?;
            Ok(manifest)
        })();
        let manifest = made.inspect_err(|_| {
            let _ = std::fs::remove_dir_all(&tmp);
        })?;
        let bundle = publish_dir(cache_dir, &tmp, &dir, manifest, self.rebuilt)?;
        Ok(Bundle { notice: self.notice.clone(), ..bundle })
    }
}

/// Copies a bundle's folder (a few small files).
fn copy_dir(from: &Path, to: &Path) -> Result<(), IslandError> {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.map_err(|e| IslandError::Io(format!("reading {}", from.display()), e.into()))?;
        let rel = entry.path().strip_prefix(from).unwrap_or(entry.path());
        let target = to.join(rel);
        let result = if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target)
        } else {
            std::fs::copy(entry.path(), &target).map(drop)
        };
        result.map_err(|e| IslandError::Io(format!("copying {}", entry.path().display()), e))?;
    }
    Ok(())
}

#[derive(Debug, thiserror::Error)]
pub enum IslandError {
    #[error(
        "Node.js was not found (`node` on PATH). The islands are bundled and pre-rendered with Node 20 or newer: install it, then run `npm ci`."
    )]
    NodeMissing,
    #[error(
        "the island packages are not installed (no node_modules/ in {0}). Run `npm ci` in the repository root (make build does this)."
    )]
    PackagesMissing(PathBuf),
    #[error("bundling the islands with esbuild failed:\n{0}")]
    BundleFailed(String),
    #[error("server-rendering the islands failed:\n{0}")]
    RenderFailed(String),
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
}

/// Inputs of the islands' bundle; the built-in bundle was made from inputs with this hash.
const INPUTS: &[&str] = &["islands", "styles", "package.json", "package-lock.json"];
/// Inputs of the editor's bundle.
const EDITOR_INPUTS: &[&str] = &["editor", "package.json", "package-lock.json"];

/// The islands' bundle for the site in `root`: the one built into `sitegen`, unpacked into
/// `cache_dir` once, unless the island or style sources in `root` differ from the ones it was made
/// from. Then Node bundles them when it can (a developer changing them), and otherwise the built-in
/// bundle is used with a notice saying so.
pub fn bundle(root: &Path, cache_dir: &Path) -> Result<Bundle, IslandError> {
    // Node runs with `root` as its working directory, so relative paths would resolve twice.
    let absolute =
        |p: &Path| std::path::absolute(p).map_err(|e| IslandError::Io(format!("resolving {}", p.display()), e));
    let (root, cache_dir) = (&absolute(root)?, &absolute(cache_dir)?);
    let built_in = built_in();
    let hash = input_hash(root, INPUTS)?;
    if Engine::from_env() == Engine::Node {
        // The comparison path: bundled and rendered by Node, as sitegen did before it carried
        // the bundle, in a folder of its own.
        return node::bundle(root, &cache_dir.join(format!("node-{}", &hash[..16])));
    }
    let differs = root.join("islands").is_dir() && hash != built_in.islands_hash;
    if !differs {
        return embedded::unpack(cache_dir, None);
    }
    match node::bundle(root, &cache_dir.join(&hash[..16])) {
        Ok(mut bundle) => {
            bundle.notice = Some(format!(
                "islands/, styles/ or package-lock.json differ from the bundle built into this sitegen: Node bundled them for this build. \
                 Run `make bundles` and commit the result so that sitegen itself carries them ({}).",
                built_in.describe()
            ));
            Ok(bundle)
        }
        Err(IslandError::NodeMissing | IslandError::PackagesMissing(_)) => embedded::unpack(
            cache_dir,
            Some(format!(
                "islands/, styles/ or package-lock.json differ from the ones built into this sitegen ({}), so the site is built \
                 with the built-in islands and styles. If that is not what you want, use the sitegen released with this \
                 version of the site, or install Node and run `npm ci` to bundle the changed sources.",
                built_in.describe()
            )),
        ),
        Err(e) => Err(e),
    }
}

/// Writes the preview's editor (`editor.js`, `editor.css`, `page.css`) into `out`: the built-in
/// one, or, when the editor's sources in `root` differ from it, a fresh bundle made with Node if
/// Node is there. Returns a notice when the editor shown is not made from the sources in `root`
/// or was bundled by Node. Only `sitegen serve` calls this; nothing of the editor is ever part of
/// a site.
pub fn bundle_editor(root: &Path, out: &Path) -> Result<Option<String>, IslandError> {
    let root = std::path::absolute(root).map_err(|e| IslandError::Io("resolving the site folder".to_owned(), e))?;
    let out = std::path::absolute(out).map_err(|e| IslandError::Io(format!("resolving {}", out.display()), e))?;
    let built_in = built_in();
    let differs = root.join("editor").is_dir() && input_hash(&root, EDITOR_INPUTS)? != built_in.editor_hash;
    if !differs {
        embedded::write_editor(&out)?;
        return Ok(None);
    }
    match node::bundle_editor(&root, &out) {
        Ok(()) => Ok(Some(
            "editor/ differs from the editor built into this sitegen: Node bundled it. Run `make bundles` and commit the result."
                .to_owned(),
        )),
        Err(IslandError::NodeMissing | IslandError::PackagesMissing(_)) => {
            embedded::write_editor(&out)?;
            Ok(Some(format!(
                "editor/ differs from the editor built into this sitegen ({}): the built-in editor is shown.",
                built_in.describe()
            )))
        }
        Err(e) => Err(e),
    }
}

/// A bundle an earlier build left in `dir`, marked as in use so pruning by age leaves it alone.
fn reuse(dir: &Path) -> Option<Bundle> {
    let manifest = read_manifest(dir).ok()?;
    if let Ok(f) = std::fs::File::options().append(true).open(dir.join("manifest.json")) {
        let _ = f.set_modified(std::time::SystemTime::now());
    }
    Some(Bundle { dir: dir.to_path_buf(), manifest, rebuilt: false, notice: None })
}

/// Moves a finished bundle from `tmp` to its place `dir` in the cache.
fn publish_dir(
    cache_dir: &Path,
    tmp: &Path,
    dir: &Path,
    manifest: Manifest,
    rebuilt: bool,
) -> Result<Bundle, IslandError> {
    prune_cache(cache_dir, tmp);
    let manifest = match std::fs::rename(tmp, dir) {
        Ok(()) => manifest,
        // Another build (a test, a preview) published the same inputs first: theirs is as good.
        Err(e) => {
            let _ = std::fs::remove_dir_all(tmp);
            read_manifest(dir).map_err(|_| IslandError::Io(format!("moving the bundle to {}", dir.display()), e))?
        }
    };
    Ok(Bundle { dir: dir.to_path_buf(), manifest, rebuilt, notice: None })
}

/// Removes bundles nobody has used for an hour, keeping the five newest. Never removes a recent
/// one: another build (a preview, a test) may be publishing from it right now.
fn prune_cache(cache_dir: &Path, keep: &Path) {
    let Ok(entries) = std::fs::read_dir(cache_dir) else { return };
    let mut dirs: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p != keep && p.is_dir())
        .map(|p| {
            // A `.tmp-<pid>` folder has no manifest yet; its own age keeps a running build's safe.
            let stamp = std::fs::metadata(p.join("manifest.json")).or_else(|_| std::fs::metadata(&p));
            (stamp.and_then(|m| m.modified()).unwrap_or(std::time::UNIX_EPOCH), p)
        })
        .collect();
    dirs.sort_by_key(|d| std::cmp::Reverse(d.0));
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for (i, (modified, path)) in dirs.into_iter().enumerate() {
        if i >= 5 && modified < hour_ago {
            let _ = std::fs::remove_dir_all(path);
        }
    }
}

fn read_manifest(dir: &Path) -> Result<Manifest, String> {
    let text = std::fs::read_to_string(dir.join("manifest.json")).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

/// Content hash of every input (paths and bytes), in a stable order. Paths are written with `/` and
/// line ends as `\n`, so a checkout on Windows (backslashes, CRLF) hashes like the one the built-in
/// bundle was made from.
pub fn input_hash(root: &Path, inputs: &[&str]) -> Result<String, IslandError> {
    let mut hasher = blake3::Hasher::new();
    for input in inputs {
        let path = root.join(input);
        if !path.exists() {
            continue;
        }
        for entry in walkdir::WalkDir::new(&path).follow_links(true).sort_by_file_name() {
            // An unreadable input would leave the hash, and so the cached bundle, stale.
            let entry = entry.map_err(|e| IslandError::Io(format!("reading {}", path.display()), e.into()))?;
            if !entry.file_type().is_file() {
                continue;
            }
            let rel = entry.path().strip_prefix(root).unwrap_or(entry.path());
            // Tests do not change what ships.
            let name = rel.to_string_lossy().replace('\\', "/");
            if name.contains(".test.") || name.contains("/fixtures/") {
                continue;
            }
            let mut bytes = std::fs::read(entry.path())
                .map_err(|e| IslandError::Io(format!("reading {}", entry.path().display()), e))?;
            if bytes.contains(&b'\r') {
                bytes = String::from_utf8_lossy(&bytes).replace("\r\n", "\n").into_bytes();
            }
            hasher.update(name.as_bytes());
            hasher.update(&[0]);
            hasher.update(&(bytes.len() as u64).to_le_bytes());
            hasher.update(&bytes);
        }
    }
    Ok(hasher.finalize().to_hex().to_string())
}

/// One island to render: its component name and its props as JSON.
#[derive(Debug, Clone)]
pub struct Instance<'a> {
    pub key: &'a str,
    pub component: &'a str,
    pub props_json: &'a str,
}

/// Props whose only effect on the server HTML is to appear in it verbatim (as text or an attribute
/// value). Islands that differ in nothing else (the quote form on 10,000 pages, each with its own
/// heading and page path) are rendered once with a marker in each slot, and each page's own escaped
/// text is put in its place.
const TEXT_SLOTS: &[(&str, &[&str])] = &[("QuoteForm", &["heading", "intro", "page"])];

fn slot_marker(i: usize) -> String {
    format!("\u{E000}slot{i}\u{E001}")
}

fn fill_slots(skeleton: &str, values: &[String]) -> String {
    let mut html = skeleton.to_owned();
    for (i, v) in values.iter().enumerate() {
        html = html.replacen(&slot_marker(i), &sitegen_escape::island_text(v), 1);
    }
    html
}

/// An island as its props with the text slots replaced by markers, and the texts taken out.
fn skeleton(inst: &Instance<'_>) -> Option<(String, Vec<String>)> {
    let slots = TEXT_SLOTS.iter().find(|(c, _)| *c == inst.component)?.1;
    let serde_json::Value::Object(mut props) = serde_json::from_str(inst.props_json).ok()? else {
        return None;
    };
    let mut values = Vec::new();
    for slot in slots {
        // Only non-empty strings: an empty one may well render differently (or not at all).
        if let Some(serde_json::Value::String(s)) = props.get_mut(*slot)
            && !s.is_empty()
        {
            values.push(std::mem::replace(s, slot_marker(values.len())));
        }
    }
    if values.is_empty() {
        return None;
    }
    Some((serde_json::to_string(&props).ok()?, values))
}

/// Renders every instance; returns HTML by instance key. Instances that differ only in their text
/// slots share one render, checked against a real render of one of them: if the two differ (a
/// component started using the text for more than display), every instance is rendered as is.
pub fn render(bundle: &Bundle, instances: &[Instance<'_>]) -> Result<HashMap<String, String>, IslandError> {
    struct Group {
        skeleton: String,
        members: Vec<(usize, Vec<String>)>,
    }
    let mut direct: Vec<usize> = Vec::new();
    let mut groups: Vec<Group> = Vec::new();
    let mut by_skeleton: HashMap<(String, String), usize> = HashMap::new();
    for (i, inst) in instances.iter().enumerate() {
        match skeleton(inst) {
            Some((skeleton, values)) => {
                let g = *by_skeleton.entry((inst.component.to_owned(), skeleton.clone())).or_insert_with(|| {
                    groups.push(Group { skeleton, members: Vec::new() });
                    groups.len() - 1
                });
                groups[g].members.push((i, values));
            }
            None => direct.push(i),
        }
    }
    // A group of one gains nothing from a skeleton.
    let (groups, singles): (Vec<Group>, Vec<Group>) = groups.into_iter().partition(|g| g.members.len() > 1);
    direct.extend(singles.iter().map(|g| g.members[0].0));

    // One batch: the direct instances, then per group its skeleton and its first member as is.
    let mut batch: Vec<Instance<'_>> = direct.iter().map(|&i| instances[i].clone()).collect();
    for g in &groups {
        let first = &instances[g.members[0].0];
        batch.push(Instance { key: first.key, component: first.component, props_json: &g.skeleton });
        batch.push(first.clone());
    }
    let html = render_all(bundle, &batch)?;
    let mut out: HashMap<String, String> = HashMap::with_capacity(instances.len());
    let mut html = html.into_iter();
    for &i in &direct {
        out.insert(instances[i].key.to_owned(), html.next().unwrap_or_default());
    }
    let mut fallback: Vec<Instance<'_>> = Vec::new();
    for g in &groups {
        let (skeleton, probe) = (html.next().unwrap_or_default(), html.next().unwrap_or_default());
        let markers_once = (0..g.members[0].1.len()).all(|i| skeleton.matches(&slot_marker(i)).count() == 1);
        if markers_once && fill_slots(&skeleton, &g.members[0].1) == probe {
            for (i, values) in &g.members {
                out.insert(instances[*i].key.to_owned(), fill_slots(&skeleton, values));
            }
        } else {
            fallback.extend(g.members.iter().map(|(i, _)| instances[*i].clone()));
        }
    }
    if !fallback.is_empty() {
        let html = render_all(bundle, &fallback)?;
        out.extend(fallback.iter().map(|i| i.key.to_owned()).zip(html));
    }
    Ok(out)
}

/// Server-rendered HTML is kept on disk beside the bundle that rendered it
/// (`<bundle>/rendered/<key>.html`), so a build in which no island's props changed renders nothing. The bundle folder is named by the hash of every input of the bundle, so a changed
/// component is a new folder and never meets HTML rendered by the old one; the key is the hash of
/// the component's name and its props.
const RENDERED_DIR: &str = "rendered";

/// What [`render_cached`] did: the HTML by key, and how many instances had to be rendered now
/// (the rest came from the disk cache).
#[derive(Debug, Default)]
pub struct Rendered {
    pub html: HashMap<String, String>,
    pub rendered_now: usize,
}

/// Like [`render`], but takes each instance from the disk cache when it is there, renders the rest,
/// and stores them for the next build.
pub fn render_cached(bundle: &Bundle, instances: &[Instance<'_>]) -> Result<Rendered, IslandError> {
    let dir = bundle.dir.join(RENDERED_DIR);
    let path = |key: &str| dir.join(format!("{key}.html"));
    // One small file per island: read in parallel (a large site has tens of thousands).
    use rayon::prelude::*;
    let found: Vec<Option<String>> = instances
        .par_iter()
        .map(|inst| {
            // Keys are hex digests; anything else is not ours to turn into a path.
            let cacheable = !inst.key.is_empty() && inst.key.bytes().all(|b| b.is_ascii_hexdigit());
            cacheable.then(|| std::fs::read_to_string(path(inst.key)).ok()).flatten()
        })
        .collect();
    let mut html: HashMap<String, String> = HashMap::with_capacity(instances.len());
    let mut missing: Vec<Instance<'_>> = Vec::new();
    for (inst, found) in instances.iter().zip(found) {
        match found {
            Some(found) => {
                html.insert(inst.key.to_owned(), found);
            }
            None => missing.push(inst.clone()),
        }
    }
    let rendered_now = missing.len();
    if !missing.is_empty() {
        let fresh = render(bundle, &missing)?;
        std::fs::create_dir_all(&dir).map_err(|e| IslandError::Io(format!("creating {}", dir.display()), e))?;
        for (key, text) in &fresh {
            if key.bytes().all(|b| b.is_ascii_hexdigit()) {
                // A cache that cannot be written costs the next build a render, nothing more.
                // Atomic, so a build reading the cache at the same time never sees half a file.
                let _ = sitegen_atomic::write(&path(key), text.as_bytes(), sitegen_atomic::Durability::Cache);
            }
        }
        html.extend(fresh);
    }
    Ok(Rendered { html, rendered_now })
}

/// Which engine runs the server-render script: the embedded QuickJS, or Node when
/// `SITEGEN_ISLAND_ENGINE=node` (the comparison path of the tests and the benchmark: the islands
/// are then also bundled by esbuild from the sources, as before sitegen carried its bundle; both
/// run the same `server.js`, and their output is the same byte for byte).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    QuickJs,
    Node,
}

impl Engine {
    pub fn from_env() -> Engine {
        match std::env::var("SITEGEN_ISLAND_ENGINE").as_deref() {
            Ok("node") => Engine::Node,
            _ => Engine::QuickJs,
        }
    }

    /// Islands per batch below which a second batch does not pay for its start-up: loading the
    /// script into a fresh QuickJS runtime (about 30 ms), or starting Node (about 0.1 s).
    fn min_batch(self) -> usize {
        match self {
            Engine::QuickJs => 40,
            Engine::Node => 1000,
        }
    }
}

/// Renders `instances` in order. Large batches are split over as many threads (QuickJS runtimes or
/// Node processes) as there are cores: rendering is single-threaded, and the build waits for it.
fn render_all(bundle: &Bundle, instances: &[Instance<'_>]) -> Result<Vec<String>, IslandError> {
    if instances.is_empty() {
        return Ok(Vec::new());
    }
    let engine = Engine::from_env();
    let server_js = bundle.dir.join(SERVER_SCRIPT);
    let script = match engine {
        Engine::QuickJs => std::fs::read_to_string(&server_js)
            .map_err(|e| IslandError::Io(format!("reading {}", server_js.display()), e))?,
        Engine::Node => String::new(),
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let batches = (instances.len() / engine.min_batch()).clamp(1, cores);
    let chunk = instances.len().div_ceil(batches);
    let results: Vec<Result<Vec<String>, IslandError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = instances
            .chunks(chunk)
            .map(|part| {
                let (script, server_js) = (&script, &server_js);
                scope.spawn(move || {
                    let request = request_json(part);
                    match engine {
                        Engine::QuickJs => engine::render_request(script, request, part.len()),
                        Engine::Node => node::render(server_js, request, part.len()),
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err(IslandError::RenderFailed("render thread panicked".to_owned()))))
            .collect()
    });
    let mut html = Vec::with_capacity(instances.len());
    for result in results {
        html.extend(result?);
    }
    Ok(html)
}

/// The script in a bundle folder that renders islands to HTML (islands/server.tsx).
const SERVER_SCRIPT: &str = "server.js";

/// `{"islands":[{"component":…,"props":…}]}`, built by hand: props are already JSON, re-parsing
/// them would cost time for nothing.
fn request_json(instances: &[Instance<'_>]) -> String {
    let mut request = String::from("{\"islands\":[");
    for (i, inst) in instances.iter().enumerate() {
        if i > 0 {
            request.push(',');
        }
        request.push_str("{\"component\":");
        request.push_str(&serde_json::to_string(inst.component).unwrap_or_default());
        request.push_str(",\"props\":");
        request.push_str(inst.props_json);
        request.push('}');
    }
    request.push_str("]}");
    request
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `make bundles` writes the bundle with Node and then runs this with `UPDATE_BUNDLES=1` to
    /// record what it was made from; `node tools/bundles.mjs --check` (in `make lint`) holds that the
    /// files themselves match.
    #[test]
    fn the_built_in_bundle_is_made_from_the_sources_in_the_repository() {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let islands_hash = input_hash(&repo, INPUTS).unwrap();
        let editor_hash = input_hash(&repo, EDITOR_INPUTS).unwrap();
        if std::env::var_os("UPDATE_BUNDLES").is_some() {
            let json =
                format!("{{\n  \"islands_hash\": \"{islands_hash}\",\n  \"editor_hash\": \"{editor_hash}\"\n}}\n");
            std::fs::write(Path::new(env!("CARGO_MANIFEST_DIR")).join("bundle/inputs.json"), json).unwrap();
            return;
        }
        let built_in = built_in();
        assert!(
            built_in.islands_hash == islands_hash && built_in.editor_hash == editor_hash,
            "islands/, styles/, editor/ or the package files changed since the bundle built into sitegen was made: run `make bundles` and commit crates/islands/bundle"
        );
    }

    #[test]
    fn text_slots_take_the_text_out_and_put_it_back_escaped() {
        let inst = |props| Instance { key: "k", component: "QuoteForm", props_json: props };
        let (a, va) = skeleton(&inst(r#"{"heading":"Fix & <Repair> \"now\"","intro":"It's here","x":1}"#)).unwrap();
        let (b, _) = skeleton(&inst(r#"{"heading":"Other","intro":"Text","x":1}"#)).unwrap();
        assert_eq!(a, b, "islands that differ only in their text share one skeleton");
        let html = format!("<h2>{}</h2><p title=\"{}\">", slot_marker(0), slot_marker(1));
        assert_eq!(fill_slots(&html, &va), "<h2>Fix &amp; &lt;Repair> &quot;now&quot;</h2><p title=\"It's here\">");
        // Empty text, other components and props without the slots are rendered as they are.
        assert!(skeleton(&inst(r#"{"heading":"","intro":""}"#)).is_none());
        assert!(skeleton(&Instance { key: "k", component: "Menu", props_json: r#"{"heading":"x"}"# }).is_none());
    }

    /// The shared render is only used when it gives what a render of the island itself gives; with
    /// the real renderer, texts with every character that needs (or does not need) escaping must
    /// pass that check, or every page's form would be rendered on its own.
    #[test]
    fn the_real_renderer_escapes_text_slots_as_fill_slots_does() {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let script = std::fs::read_to_string(repo.join("crates/islands/bundle/site/server.js")).unwrap();
        let fixture = std::fs::read_to_string(repo.join("islands/fixtures/quote-form.json")).unwrap();
        let mut props: serde_json::Value = serde_json::from_str(&fixture).unwrap();
        props["heading"] = r#"We're here > 24/7 & "fast" <b>"#.into();
        props["intro"] = "L'équipe d'Edmonton: 'oui' > non".into();
        props["page"] = "/a?b=1&c='d'".into();
        let props = props.to_string();
        let inst = Instance { key: "k", component: "QuoteForm", props_json: &props };
        let (skeleton_props, values) = skeleton(&inst).unwrap();
        assert_eq!(values.len(), 3);
        let batch = [Instance { props_json: &skeleton_props, ..inst.clone() }, inst.clone()];
        let html = engine::render_request(&script, request_json(&batch), 2).unwrap();
        assert!(html[1].contains("We're here > 24/7 &amp; &quot;fast&quot; &lt;b>"), "{}", html[1]);
        assert_eq!(fill_slots(&html[0], &values), html[1]);
    }
}
