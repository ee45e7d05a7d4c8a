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
        .map_err(node_error)?;
    if !output.status.success() {
        let _ = std::fs::remove_dir_all(&tmp);
        let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        return Err(IslandError::BundleFailed(text.trim().to_owned()));
    }
    let manifest = read_manifest(&tmp)
        .map_err(|e| IslandError::BundleFailed(format!("the build wrote no usable manifest.json: {e}")))?;
    prune_cache(cache_dir, &tmp);
    std::fs::rename(&tmp, &dir).map_err(|e| IslandError::Io(format!("moving the bundle to {}", dir.display()), e))?;
    Ok(Bundle { dir, manifest, rebuilt: true })
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
            (std::fs::metadata(p.join("manifest.json")).and_then(|m| m.modified()).unwrap_or(std::time::UNIX_EPOCH), p)
        })
        .collect();
    dirs.sort_by(|a, b| b.0.cmp(&a.0));
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
        for entry in walkdir::WalkDir::new(&path).follow_links(true).sort_by_file_name() {
            let Ok(entry) = entry else { continue };
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

/// Renders every instance in one batch. Large batches are split over as many Node processes as
/// there are cores (rendering is single-threaded in Node, and nothing else runs meanwhile).
/// Returns HTML by instance key.
pub fn render(bundle: &Bundle, instances: &[Instance<'_>]) -> Result<HashMap<String, String>, IslandError> {
    if instances.is_empty() {
        return Ok(HashMap::new());
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
    let mut html = HashMap::with_capacity(instances.len());
    for (part, result) in instances.chunks(chunk).zip(results) {
        html.extend(part.iter().map(|i| i.key.to_owned()).zip(result?));
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
