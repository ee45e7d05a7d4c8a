//! Node, the developer's tool: bundling changed island, style or editor sources with esbuild
//! (`islands/build.mjs`, `editor/build.mjs`), and rendering islands with the same `server.js` the
//! embedded engine runs (`SITEGEN_ISLAND_ENGINE=node`), which the tests use to hold that both give
//! the same HTML. Nothing here runs when the sources match the bundle built into `sitegen`.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::{Bundle, IslandError, read_manifest};

pub(crate) fn node_error(e: std::io::Error) -> IslandError {
    if e.kind() == std::io::ErrorKind::NotFound {
        IslandError::NodeMissing
    } else {
        IslandError::Io("running node".to_owned(), e)
    }
}

/// Bundles the islands and styles in `root` into `dir` (a folder of the cache named by the
/// sources' hash), unless an earlier build did.
pub(crate) fn bundle(root: &Path, dir: &Path) -> Result<Bundle, IslandError> {
    let dir = dir.to_path_buf();
    let cache_dir = dir.parent().unwrap_or(Path::new("."));
    if let Some(bundle) = crate::reuse(&dir) {
        return Ok(bundle);
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
    crate::publish_dir(cache_dir, &tmp, &dir, manifest, true)
}

/// Bundles the editor in `root` into `out` with `editor/build.mjs`.
pub(crate) fn bundle_editor(root: &Path, out: &Path) -> Result<(), IslandError> {
    if !root.join("editor/build.mjs").is_file() {
        return Err(IslandError::BundleFailed("editor/build.mjs is missing".to_owned()));
    }
    if !root.join("node_modules").is_dir() {
        return Err(IslandError::PackagesMissing(root.to_path_buf()));
    }
    let output = Command::new("node")
        .arg(root.join("editor/build.mjs"))
        .arg("--out")
        .arg(out)
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .map_err(node_error)?;
    if !output.status.success() {
        let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        return Err(IslandError::BundleFailed(text.trim().to_owned()));
    }
    Ok(())
}

/// Loads `server.js` into Node and answers one request on stdin, as the embedded engine would.
const RUNNER: &str = r#"
import { readFileSync } from "node:fs";
import vm from "node:vm";
vm.runInThisContext(readFileSync(process.argv[1], "utf8"), { filename: process.argv[1] });
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write(globalThis.sitegenRenderIslands(Buffer.concat(chunks).toString("utf8")), () => process.exit(0));
"#;

/// One Node process rendering one request with `server_js`.
pub(crate) fn render(server_js: &Path, request: String, expected: usize) -> Result<Vec<String>, IslandError> {
    let mut child = Command::new("node")
        .args(["--input-type=module", "-e", RUNNER])
        .arg(server_js)
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
    if !output.status.success() {
        return Err(IslandError::RenderFailed(format!(
            "node exited with {}\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    crate::engine::parse_reply(&String::from_utf8_lossy(&output.stdout), expected)
}
