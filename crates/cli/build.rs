//! Names the commit `sitegen --version` reports: `SITEGEN_COMMIT` when the release workflow sets
//! it, else what git says of this checkout, else "unknown commit" (a source archive).

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned()).filter(|s| !s.is_empty())
}

fn main() {
    println!("cargo:rerun-if-env-changed=SITEGEN_COMMIT");
    let commit = std::env::var("SITEGEN_COMMIT").ok().filter(|s| !s.is_empty()).or_else(|| {
        // Rebuild when HEAD moves: the files git reads for it.
        if let Some(head) = git(&["rev-parse", "--git-path", "HEAD"]) {
            println!("cargo:rerun-if-changed={head}");
        }
        if let Some(refs) =
            git(&["rev-parse", "--symbolic-full-name", "HEAD"]).and_then(|r| git(&["rev-parse", "--git-path", &r]))
        {
            println!("cargo:rerun-if-changed={refs}");
        }
        git(&["rev-parse", "--short=12", "HEAD"])
    });
    println!(
        "cargo:rustc-env=SITEGEN_COMMIT={}",
        commit.map_or("unknown commit".to_owned(), |c| format!("commit {c}"))
    );
}
