//! Every broken site of `tests/sites/invalid/` fails `check` and `build` alike, with its message
//! and with nothing written.

#[path = "../../../../tests/sites/broken.rs"]
mod sites;

use crate::common::{fixture, sitegen, stderr};

#[test]
fn every_broken_site_fails_check_and_build_with_its_message() {
    let all = sites::all();
    assert!(all.len() >= 8, "the shared broken sites are found");
    for broken in &all {
        let site = fixture();
        broken.apply(site.path());
        for command in ["check", "build"] {
            let out = sitegen(site.path(), &[command]);
            let err = stderr(&out);
            assert_eq!(out.status.code(), Some(1), "{} ({command}): {err}", broken.name);
            assert!(
                err.lines().any(|l| l.starts_with(&broken.expect)),
                "{} ({command}): expected a line starting `{}`, got:\n{err}",
                broken.name,
                broken.expect
            );
            assert!(err.contains("nothing was written"), "{}: {err}", broken.name);
        }
        assert!(!site.path().join("dist").exists(), "{}: a failed build writes nothing", broken.name);
        if broken.stage == sites::Stage::Content {
            // Content mistakes are found before anything is rendered: even without Node.
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_sitegen"))
                .args(["check", "--root"])
                .arg(site.path())
                .env("PATH", "")
                .output()
                .unwrap();
            assert!(stderr(&out).lines().any(|l| l.starts_with(&broken.expect)), "{}: {}", broken.name, stderr(&out));
        }
    }
}
