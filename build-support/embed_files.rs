// Shared by the build scripts that embed a folder into their crate (`include!`d: build scripts
// cannot depend on a workspace crate without making it a build dependency of its own).

/// Every file under `dir` as (its path relative to `dir` with `/`, its path), sorted.
fn files(dir: &std::path::Path) -> Vec<(String, std::path::PathBuf)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(dir).expect("under dir").to_string_lossy().replace('\\', "/");
                out.push((rel, path));
            }
        }
    }
    out.sort();
    out
}
