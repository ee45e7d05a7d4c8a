//! The generator's only contact with Node, kept in one place: bundling the islands and styles with
//! esbuild (`islands/build.mjs`), and rendering island instances to HTML with `react-dom/server` in
//! one batched process (`server.mjs`). See docs/islands.md for the contract.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde::{Deserialize, Serialize};

/// Hashed browser assets, as the build step wrote them in `manifest.json`.
#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct Manifest {
    pub client: String,
    pub css: String,
    #[serde(default)]
    pub preload: Vec<String>,
}

/// A finished bundle: `dir/assets/**` to publish, `dir/server.mjs` to render with.
#[derive(Debug, Clone)]
pub struct Bundle {
    pub dir: PathBuf,
    pub manifest: Manifest,
    /// False when an identical earlier bundle was reused.
    pub rebuilt: bool,
}

impl Bundle {
    pub fn assets_dir(&self) -> PathBuf {
        self.dir.join("assets")
    }
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

/// Inputs that change the bundle; a change in any of them rebuilds it.
const INPUTS: &[&str] = &["islands", "styles", "package.json", "package-lock.json"];

/// Bundles islands and styles unless an identical bundle is already in `cache_dir`.
pub fn bundle(root: &Path, cache_dir: &Path) -> Result<Bundle, IslandError> {
    // Node runs with `root` as its working directory, so relative paths would resolve twice.
    let absolute =
        |p: &Path| std::path::absolute(p).map_err(|e| IslandError::Io(format!("resolving {}", p.display()), e));
    let (root, cache_dir) = (&absolute(root)?, &absolute(cache_dir)?);
    let hash = input_hash(root)?;
    let dir = cache_dir.join(&hash[..16]);
    if let Ok(manifest) = read_manifest(&dir) {
        // Mark it as in use, so pruning by age leaves it alone.
        if let Ok(f) = std::fs::File::options().append(true).open(dir.join("manifest.json")) {
            let _ = f.set_modified(std::time::SystemTime::now());
        }
        return Ok(Bundle { dir, manifest, rebuilt: false });
    }
    if !root.join("node_modules").is_dir() {
        return Err(IslandError::PackagesMissing(root.to_path_buf()));
    }
    let tmp = cache_dir.join(format!(".tmp-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).map_err(|e| IslandError::Io(format!("creating {}", tmp.display()), e))?;
    let output = Command::new("node")
        .arg(root.join("islands/build.mjs"))
        .arg("--out")
        .arg(&tmp)
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| {
            // No half-made bundle stays behind (found by the Node-missing drill).
            let _ = std::fs::remove_dir_all(&tmp);
            node_error(e)
        })?;
    if !output.status.success() {
        let _ = std::fs::remove_dir_all(&tmp);
        let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        return Err(IslandError::BundleFailed(text.trim().to_owned()));
    }
    let manifest = read_manifest(&tmp).map_err(|e| {
        let _ = std::fs::remove_dir_all(&tmp);
        IslandError::BundleFailed(format!("the build wrote no usable manifest.json: {e}"))
    })?;
    prune_cache(cache_dir, &tmp);
    if let Err(e) = std::fs::rename(&tmp, &dir) {
        // Another build (a test, a preview) published the same inputs first: theirs is as good.
        let _ = std::fs::remove_dir_all(&tmp);
        let manifest =
            read_manifest(&dir).map_err(|_| IslandError::Io(format!("moving the bundle to {}", dir.display()), e))?;
        return Ok(Bundle { dir, manifest, rebuilt: true });
    }
    Ok(Bundle { dir, manifest, rebuilt: true })
}

/// Bundles the preview's editor (`editor/build.mjs`: `editor.js`, `editor.css`) into `out`. Only
/// `sitegen serve` calls this; nothing of the editor is ever part of a site.
pub fn bundle_editor(root: &Path, out: &Path) -> Result<(), IslandError> {
    let root = std::path::absolute(root).map_err(|e| IslandError::Io("resolving the site folder".to_owned(), e))?;
    if !root.join("editor/build.mjs").is_file() {
        return Err(IslandError::BundleFailed("editor/build.mjs is missing".to_owned()));
    }
    if !root.join("node_modules").is_dir() {
        return Err(IslandError::PackagesMissing(root.clone()));
    }
    let out = std::path::absolute(out).map_err(|e| IslandError::Io(format!("resolving {}", out.display()), e))?;
    let output = Command::new("node")
        .arg(root.join("editor/build.mjs"))
        .arg("--out")
        .arg(&out)
        .current_dir(&root)
        .stdin(Stdio::null())
        .output()
        .map_err(node_error)?;
    if !output.status.success() {
        let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        return Err(IslandError::BundleFailed(text.trim().to_owned()));
    }
    Ok(())
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

fn node_error(e: std::io::Error) -> IslandError {
    if e.kind() == std::io::ErrorKind::NotFound {
        IslandError::NodeMissing
    } else {
        IslandError::Io("running node".to_owned(), e)
    }
}

/// Content hash of every bundle input (paths and bytes), in a stable order.
fn input_hash(root: &Path) -> Result<String, IslandError> {
    let mut hasher = blake3::Hasher::new();
    for input in INPUTS {
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
            let name = rel.to_string_lossy();
            if name.contains(".test.") || name.contains("/fixtures/") {
                continue;
            }
            let bytes = std::fs::read(entry.path())
                .map_err(|e| IslandError::Io(format!("reading {}", entry.path().display()), e))?;
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

/// Islands per Node process below which a second process does not pay for its start-up (~0.1 s).
const MIN_BATCH: usize = 1000;

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
        // Text as `react-dom/server` escapes it, in text and in attribute values alike.
        html = html.replacen(&slot_marker(i), &sitegen_escape::html(v, sitegen_escape::Apostrophe::Hex), 1);
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
/// (`<bundle>/rendered/<key>.html`), so a build in which no island's props changed starts no Node
/// process. The bundle folder is named by the hash of every input of the bundle, so a changed
/// component is a new folder and never meets HTML rendered by the old one; the key is the hash of
/// the component's name and its props.
const RENDERED_DIR: &str = "rendered";

/// What [`render_cached`] did: the HTML by key, and how many instances Node had to render.
#[derive(Debug, Default)]
pub struct Rendered {
    pub html: HashMap<String, String>,
    pub by_node: usize,
}

/// Like [`render`], but takes each instance from the disk cache when it is there, renders the rest
/// with Node, and stores them for the next build.
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
    let by_node = missing.len();
    if !missing.is_empty() {
        let fresh = render(bundle, &missing)?;
        std::fs::create_dir_all(&dir).map_err(|e| IslandError::Io(format!("creating {}", dir.display()), e))?;
        for (key, text) in &fresh {
            if key.bytes().all(|b| b.is_ascii_hexdigit()) {
                // A cache that cannot be written costs the next build a render, nothing more.
                let _ = write_atomically(&path(key), text);
            }
        }
        html.extend(fresh);
    }
    Ok(Rendered { html, by_node })
}

/// Writes through a temporary file and a rename, so a build reading the cache at the same time
/// never sees half a file.
fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// Renders `instances` in order. Large batches are split over as many Node processes as there are
/// cores (rendering is single-threaded in Node, and the build waits for it).
fn render_all(bundle: &Bundle, instances: &[Instance<'_>]) -> Result<Vec<String>, IslandError> {
    if instances.is_empty() {
        return Ok(Vec::new());
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let processes = (instances.len() / MIN_BATCH).clamp(1, cores);
    let chunk = instances.len().div_ceil(processes);
    let results: Vec<Result<Vec<String>, IslandError>> = std::thread::scope(|scope| {
        let handles: Vec<_> =
            instances.chunks(chunk).map(|part| scope.spawn(move || render_batch(bundle, part))).collect();
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

/// One Node process rendering `instances`, HTML in the same order.
fn render_batch(bundle: &Bundle, instances: &[Instance<'_>]) -> Result<Vec<String>, IslandError> {
    // Build the request by hand: props are already JSON, re-parsing them would cost time for nothing.
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

    let mut child = Command::new("node")
        .arg(bundle.dir.join("server.mjs"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(node_error)?;
    let mut stdin = child.stdin.take().ok_or_else(|| IslandError::RenderFailed("no stdin".to_owned()))?;
    // Write on another thread so a large request cannot deadlock against a full stdout pipe.
    let writer = std::thread::spawn(move || stdin.write_all(request.as_bytes()));
    let output = child.wait_with_output().map_err(|e| IslandError::Io("waiting for node".to_owned(), e))?;
    let _ = writer.join();

    #[derive(Deserialize)]
    struct Reply {
        #[serde(default)]
        html: Vec<String>,
        #[serde(default)]
        errors: Vec<ReplyError>,
    }
    #[derive(Deserialize)]
    struct ReplyError {
        component: Option<String>,
        message: String,
    }
    let reply: Result<Reply, _> = serde_json::from_slice(&output.stdout);
    match reply {
        Ok(r) if output.status.success() && r.html.len() == instances.len() => Ok(r.html),
        Ok(r) if !r.errors.is_empty() => Err(IslandError::RenderFailed(
            r.errors
                .iter()
                .map(|e| format!("{}: {}", e.component.as_deref().unwrap_or("island"), e.message))
                .collect::<Vec<_>>()
                .join("\n"),
        )),
        _ => Err(IslandError::RenderFailed(format!(
            "node exited with {} and no usable answer\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_slots_take_the_text_out_and_put_it_back_escaped() {
        let inst = |props| Instance { key: "k", component: "QuoteForm", props_json: props };
        let (a, va) = skeleton(&inst(r#"{"heading":"Fix & <Repair> \"now\"","intro":"It's here","x":1}"#)).unwrap();
        let (b, _) = skeleton(&inst(r#"{"heading":"Other","intro":"Text","x":1}"#)).unwrap();
        assert_eq!(a, b, "islands that differ only in their text share one skeleton");
        let html = format!("<h2>{}</h2><p title=\"{}\">", slot_marker(0), slot_marker(1));
        assert_eq!(
            fill_slots(&html, &va),
            "<h2>Fix &amp; &lt;Repair&gt; &quot;now&quot;</h2><p title=\"It&#x27;s here\">"
        );
        // Empty text, other components and props without the slots are rendered as they are.
        assert!(skeleton(&inst(r#"{"heading":"","intro":""}"#)).is_none());
        assert!(skeleton(&Instance { key: "k", component: "Menu", props_json: r#"{"heading":"x"}"# }).is_none());
    }
}
