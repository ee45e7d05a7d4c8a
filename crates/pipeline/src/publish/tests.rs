//! Publish and "Get the latest" against real git repositories in a temporary folder: a bare
//! repository as the remote, and clones of it as two people's computers. The content check is a
//! stand-in here (the real one is `crate::check`, tested with the pipeline); what is tested is what
//! git ends up holding.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::*;

fn sh(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git").arg("-C").arg(dir).args(args).output().expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn write(dir: &Path, rel: &str, text: &str) {
    let path = dir.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

fn read(dir: &Path, rel: &str) -> String {
    fs::read_to_string(dir.join(rel)).unwrap()
}

fn identity(dir: &Path, name: &str) {
    sh(dir, &["config", "user.name", name]);
    sh(dir, &["config", "user.email", &format!("{name}@example.com")]);
    sh(dir, &["config", "commit.gpgsign", "false"]);
}

const SITE: &str = "# site\nname: Chinook\nphone: (403) 555-0142\nhours: Mon-Fri\n";
const HOME: &str = "title: Home\nsections:\n  - hero:\n      title: Warm homes\n";

/// A remote with one commit of a tiny site, and two clones of it: Alice's and Bob's.
struct World {
    _dir: tempfile::TempDir,
    remote: PathBuf,
    alice: PathBuf,
    bob: PathBuf,
}

fn world() -> World {
    let dir = tempfile::tempdir().unwrap();
    let remote = dir.path().join("site.git");
    let alice = dir.path().join("alice");
    let bob = dir.path().join("bob");
    fs::create_dir_all(&alice).unwrap();
    sh(dir.path(), &["init", "--quiet", "--bare", "-b", "main", remote.to_str().unwrap()]);
    sh(&alice, &["init", "--quiet", "-b", "main"]);
    identity(&alice, "alice");
    write(&alice, "content/site.yaml", SITE);
    write(&alice, "content/pages/index.yaml", HOME);
    write(&alice, "content/.schema/site.schema.json", "{}\n");
    write(&alice, "README.md", "# The site\n");
    write(&alice, ".gitignore", ".sitegen-cache\n");
    sh(&alice, &["add", "."]);
    sh(&alice, &["commit", "--quiet", "-m", "The site"]);
    sh(&alice, &["remote", "add", "origin", remote.to_str().unwrap()]);
    sh(&alice, &["push", "--quiet", "-u", "origin", "main"]);
    sh(dir.path(), &["clone", "--quiet", remote.to_str().unwrap(), bob.to_str().unwrap()]);
    identity(&bob, "bob");
    World { _dir: dir, remote, alice, bob }
}

/// [`world`] for a site in French (site.yaml says `language: fr-CA`, published and in both clones).
fn french_world() -> World {
    let w = world();
    write(&w.alice, "content/site.yaml", FRENCH_SITE);
    sh(&w.alice, &["commit", "--quiet", "-am", "En français"]);
    sh(&w.alice, &["push", "--quiet"]);
    sh(&w.bob, &["pull", "--quiet"]);
    w
}

const FRENCH_SITE: &str = "# site\nlanguage: fr-CA\nname: Chinook\nphone: (403) 555-0142\nhours: lun-ven\n";

fn ok() -> Result<Checked, BuildError> {
    Ok(Checked { demo_leads: false })
}

/// Publishes everything pending in `dir`, as the editor does after showing the list.
fn publish_all(dir: &Path, description: &str) -> Result<Published, PublishError> {
    let repo = Repo::open(dir)?;
    let paths = repo.pending()?.changes.into_iter().map(|c| c.path).collect();
    repo.publish(&PublishRequest { description: description.into(), paths, confirm_demo_leads: false }, ok)
}

/// The remote's log, subject and files of each commit, newest first.
fn remote_log(remote: &Path) -> Vec<(String, Vec<String>)> {
    let log = sh(remote, &["log", "--format=%x01%s", "--name-only", "main"]);
    log.split('\u{1}')
        .filter(|c| !c.trim().is_empty())
        .map(|c| {
            let mut lines = c.lines().filter(|l| !l.is_empty());
            let subject = lines.next().unwrap_or("").to_owned();
            (subject, lines.map(str::to_owned).collect())
        })
        .collect()
}

#[test]
fn pending_lists_content_changes_in_plain_terms_and_what_stays_here() {
    let w = world();
    write(&w.alice, "content/site.yaml", &SITE.replace("555-0142", "555-0199"));
    write(&w.alice, "content/pages/calgary/furnace-repair.yaml", HOME);
    write(&w.alice, "content/pages/.index.yaml.sitegen-42", "scratch");
    write(&w.alice, "content/.schema/site.schema.json", "{\"changed\": true}\n");
    write(&w.alice, "README.md", "# The site, my notes\n");
    let p = Repo::open(&w.alice).unwrap().pending().unwrap();
    assert_eq!(
        p.changes,
        vec![
            Change {
                path: "content/pages/calgary/furnace-repair.yaml".into(),
                kind: ChangeKind::Added,
                route: Some("/calgary/furnace-repair".into()),
                lines: vec![],
                review: None,
            },
            Change {
                path: "content/site.yaml".into(),
                kind: ChangeKind::Changed,
                route: None,
                lines: vec![3],
                review: None
            },
        ]
    );
    // The generated schemas are the tool's, not the person's content: they stay here too.
    assert_eq!(p.not_published, vec!["README.md".to_owned(), "content/.schema/site.schema.json".to_owned()]);
    assert_eq!((p.branch.as_str(), p.remote.as_str(), p.behind), ("main", "origin", 0));
    assert_eq!(p.description, "Update 2 content files");
    fs::remove_file(w.alice.join("content/pages/index.yaml")).unwrap();
    let p = Repo::open(&w.alice).unwrap().pending().unwrap();
    let home = p.changes.iter().find(|c| c.path == "content/pages/index.yaml").unwrap();
    assert_eq!((home.kind, home.route.as_deref()), (ChangeKind::Removed, Some("/")));
}

#[test]
fn publish_commits_exactly_the_content_change_with_the_description_and_nothing_else() {
    let w = world();
    write(&w.alice, "content/site.yaml", &SITE.replace("555-0142", "555-0199"));
    write(&w.alice, "content/pages/new.yaml", HOME);
    // The person's own changes elsewhere, one of them even staged: never part of a Publish.
    write(&w.alice, "README.md", "# The site, my notes\n");
    write(&w.alice, "templates/x.html", "draft\n");
    sh(&w.alice, &["add", "templates/x.html"]);
    let done = publish_all(&w.alice, "New phone number").unwrap();
    assert_eq!(done.branch, "main");
    assert_eq!(done.files, vec!["content/pages/new.yaml".to_owned(), "content/site.yaml".to_owned()]);
    assert!(done.message.contains("New phone number"), "{}", done.message);
    let log = remote_log(&w.remote);
    assert_eq!(log[0], ("New phone number".to_owned(), done.files.clone()));
    assert_eq!(sh(&w.remote, &["rev-parse", "main"]).trim(), done.commit);
    // What stays here stays as it was.
    assert_eq!(read(&w.alice, "README.md"), "# The site, my notes\n");
    let status = sh(&w.alice, &["status", "--porcelain"]);
    assert!(status.contains(" M README.md") && status.contains("A  templates/x.html"), "{status}");
    assert!(matches!(publish_all(&w.alice, "again"), Err(PublishError::NothingToPublish)));
}

#[test]
fn a_photo_saved_from_the_editor_is_published_with_its_page_byte_for_byte() {
    let w = world();
    // What a save of an upload leaves: a new photo and one changed line naming it.
    let photo: Vec<u8> = [&[0xFF, 0xD8, 0xFF, 0xE0][..], &(0..=255u8).collect::<Vec<_>>(), &[0xFF, 0xD9]].concat();
    fs::create_dir_all(w.alice.join("content/images/team")).unwrap();
    fs::write(w.alice.join("content/images/team/img-2041.jpg"), &photo).unwrap();
    write(
        &w.alice,
        "content/pages/index.yaml",
        &format!("{HOME}      image: {{ src: team/img-2041.jpg, alt: A furnace }}\n"),
    );
    let p = Repo::open(&w.alice).unwrap().pending().unwrap();
    let photo_change =
        p.changes.iter().find(|c| c.path == "content/images/team/img-2041.jpg").expect("the photo is pending");
    assert_eq!(photo_change.kind, ChangeKind::Added);
    let done = publish_all(&w.alice, "New hero photo").unwrap();
    assert_eq!(done.files, vec!["content/images/team/img-2041.jpg".to_owned(), "content/pages/index.yaml".to_owned()]);
    sh(&w.bob, &["pull", "--quiet"]);
    assert_eq!(fs::read(w.bob.join("content/images/team/img-2041.jpg")).unwrap(), photo);
}

#[test]
fn content_the_check_refuses_is_never_committed() {
    let w = world();
    write(&w.alice, "content/site.yaml", "phone: 555\n");
    let head = sh(&w.alice, &["rev-parse", "HEAD"]);
    let repo = Repo::open(&w.alice).unwrap();
    let req = PublishRequest {
        description: "Broken".into(),
        paths: vec!["content/site.yaml".into()],
        confirm_demo_leads: false,
    };
    let refused = repo.publish(&req, || Err(BuildError::Cancelled));
    assert!(matches!(refused, Err(PublishError::Invalid(_))), "{refused:?}");
    assert_eq!(refused.unwrap_err().failure().kind, FailureKind::Invalid);
    assert_eq!(sh(&w.alice, &["rev-parse", "HEAD"]), head);
    assert_eq!(remote_log(&w.remote).len(), 1);
    assert_eq!(read(&w.alice, "content/site.yaml"), "phone: 555\n", "the saved file is kept");
}

#[test]
fn demo_leads_need_a_deliberate_confirmation_and_a_changed_list_is_shown_again() {
    let w = world();
    write(&w.alice, "content/site.yaml", &SITE.replace("Mon-Fri", "Mon-Sat"));
    let repo = Repo::open(&w.alice).unwrap();
    let demo = || Ok(Checked { demo_leads: true });
    let mut req = PublishRequest {
        description: "Hours".into(),
        paths: vec!["content/site.yaml".into()],
        confirm_demo_leads: false,
    };
    assert!(matches!(repo.publish(&req, demo), Err(PublishError::DemoLeads)));
    assert_eq!(remote_log(&w.remote).len(), 1);
    req.paths = vec!["content/pages/index.yaml".into()];
    assert!(matches!(repo.publish(&req, demo), Err(PublishError::ChangedMeanwhile)));
    req.paths = vec!["content/site.yaml".into()];
    req.confirm_demo_leads = true;
    repo.publish(&req, demo).unwrap();
    assert_eq!(remote_log(&w.remote)[0].0, "Hours");
}

#[test]
fn a_refused_push_then_get_the_latest_then_publish_sends_both_changes_and_loses_nothing() {
    let w = world();
    // Bob publishes first.
    write(&w.bob, "content/pages/index.yaml", &HOME.replace("Warm homes", "Warmer homes"));
    publish_all(&w.bob, "Warmer").unwrap();
    // Alice's Publish is refused: her commit stays here, unpublished.
    write(&w.alice, "content/site.yaml", &SITE.replace("555-0142", "555-0199"));
    write(&w.alice, "README.md", "# my notes\n");
    let refused = publish_all(&w.alice, "New phone number");
    assert!(matches!(refused, Err(PublishError::Rejected)), "{refused:?}");
    assert!(refused.unwrap_err().to_string().contains("Get the latest"));
    let p = Repo::open(&w.alice).unwrap().pending().unwrap();
    assert_eq!(p.unpublished_commits, vec!["New phone number".to_owned()]);
    // Get the latest: Bob's change comes in under hers; her README note is untouched.
    let got = Repo::open(&w.alice).unwrap().get_latest().unwrap();
    assert_eq!((got.commits, got.files.clone()), (1, vec!["content/pages/index.yaml".to_owned()]));
    assert!(read(&w.alice, "content/pages/index.yaml").contains("Warmer homes"));
    assert!(read(&w.alice, "content/site.yaml").contains("555-0199"));
    assert_eq!(read(&w.alice, "README.md"), "# my notes\n");
    // The second Publish sends her commit; the remote has both, in order.
    let p = Repo::open(&w.alice).unwrap().pending().unwrap();
    assert_eq!(p.changes.iter().map(|c| c.path.as_str()).collect::<Vec<_>>(), ["content/site.yaml"]);
    let done = publish_all(&w.alice, "ignored: the commit exists").unwrap();
    assert_eq!(done.files, vec!["content/site.yaml".to_owned()]);
    let subjects: Vec<String> = remote_log(&w.remote).into_iter().map(|(s, _)| s).collect();
    assert_eq!(subjects, ["New phone number", "Warmer", "The site"]);
    let tip = sh(&w.remote, &["show", "main:content/site.yaml"]);
    assert!(tip.contains("555-0199"));
    assert!(sh(&w.remote, &["show", "main:content/pages/index.yaml"]).contains("Warmer homes"));
    assert_eq!(sh(&w.remote, &["show", "main:README.md"]), "# The site\n");
}

#[test]
fn when_both_changed_the_same_file_nothing_moves_and_the_file_is_named() {
    let w = world();
    write(&w.bob, "content/site.yaml", &SITE.replace("555-0142", "555-0111"));
    publish_all(&w.bob, "Bob's phone").unwrap();
    // Alice's unpublished commit touches the same line.
    write(&w.alice, "content/site.yaml", &SITE.replace("555-0142", "555-0199"));
    assert!(matches!(publish_all(&w.alice, "Alice's phone"), Err(PublishError::Rejected)));
    let head = sh(&w.alice, &["rev-parse", "HEAD"]);
    let both = Repo::open(&w.alice).unwrap().get_latest();
    match both {
        Err(PublishError::BothChanged { files }) => assert_eq!(files, vec!["content/site.yaml".to_owned()]),
        other => panic!("{other:?}"),
    }
    assert_eq!(sh(&w.alice, &["rev-parse", "HEAD"]), head, "her branch did not move");
    assert!(read(&w.alice, "content/site.yaml").contains("555-0199"));
    assert_eq!(sh(&w.alice, &["status", "--porcelain"]), "");
    assert_eq!(sh(&w.alice, &["worktree", "list"]).lines().count(), 1, "the temporary worktree is gone");
}

#[test]
fn a_saved_but_unpublished_file_that_others_changed_is_never_overwritten() {
    let w = world();
    write(&w.bob, "content/site.yaml", &SITE.replace("Mon-Fri", "Mon-Sun"));
    publish_all(&w.bob, "Hours").unwrap();
    write(&w.alice, "content/site.yaml", &SITE.replace("555-0142", "555-0199"));
    match Repo::open(&w.alice).unwrap().get_latest() {
        Err(PublishError::BothChanged { files }) => assert_eq!(files, vec!["content/site.yaml".to_owned()]),
        other => panic!("{other:?}"),
    }
    assert!(read(&w.alice, "content/site.yaml").contains("555-0199"));
    // A saved file the others did not touch: a fast-forward, the file kept as saved.
    write(&w.alice, "content/site.yaml", SITE);
    write(&w.alice, "content/pages/index.yaml", &HOME.replace("Warm", "Cosy"));
    let got = Repo::open(&w.alice).unwrap().get_latest().unwrap();
    assert_eq!(got.files, vec!["content/site.yaml".to_owned()]);
    assert!(read(&w.alice, "content/site.yaml").contains("Mon-Sun"));
    assert!(read(&w.alice, "content/pages/index.yaml").contains("Cosy"));
    let again = Repo::open(&w.alice).unwrap().get_latest().unwrap();
    assert_eq!(again.commits, 0);
}

#[test]
fn no_clone_no_remote_and_no_network_have_their_own_answers() {
    let dir = tempfile::tempdir().unwrap();
    assert!(matches!(Repo::open(dir.path()), Err(PublishError::NotAClone { .. })));
    sh(dir.path(), &["init", "--quiet", "-b", "main"]);
    identity(dir.path(), "carol");
    write(dir.path(), "content/site.yaml", SITE);
    sh(dir.path(), &["add", "."]);
    sh(dir.path(), &["commit", "--quiet", "-m", "x"]);
    match Repo::open(dir.path()) {
        Err(e @ PublishError::NotAClone { .. }) => assert!(e.to_string().contains("no remote"), "{e}"),
        other => panic!("{:?}", other.err()),
    }
    // A remote nobody answers at (a closed port of this machine): "offline", not a git message.
    sh(dir.path(), &["remote", "add", "origin", "http://127.0.0.1:9/site.git"]);
    write(dir.path(), "content/site.yaml", &SITE.replace("Mon", "Tue"));
    match publish_all(dir.path(), "x") {
        Err(e @ PublishError::Offline { .. }) => assert!(e.to_string().contains("127.0.0.1"), "{e}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(Repo::open(dir.path()).unwrap().get_latest(), Err(PublishError::Offline { .. })));
}

#[test]
fn own_commits_outside_content_are_not_sent_by_publish() {
    let w = world();
    write(&w.alice, "README.md", "# mine\n");
    sh(&w.alice, &["commit", "--quiet", "-am", "my readme"]);
    write(&w.alice, "content/site.yaml", &SITE.replace("Mon", "Tue"));
    match publish_all(&w.alice, "x") {
        Err(PublishError::OwnCommits { files }) => assert_eq!(files, vec!["README.md".to_owned()]),
        other => panic!("{other:?}"),
    }
    assert_eq!(remote_log(&w.remote).len(), 1);
}

#[test]
fn github_remotes_give_the_run_links() {
    let links = RunLinks {
        commit: "https://github.com/chinook/site/commit/abc".into(),
        actions: "https://github.com/chinook/site/actions?query=branch%3Amain".into(),
    };
    for url in [
        "https://github.com/chinook/site.git",
        "https://github.com/chinook/site",
        "git@github.com:chinook/site.git",
        "ssh://git@github.com/chinook/site.git",
        "https://x-access-token@github.com/chinook/site.git",
    ] {
        assert_eq!(github_links(url, "abc", "main").as_ref(), Some(&links), "{url}");
    }
    assert_eq!(github_links("/tmp/site.git", "abc", "main"), None);
    assert_eq!(github_links("https://gitlab.com/chinook/site.git", "abc", "main"), None);
    assert_eq!(host_of("git@github.com:o/r.git").as_deref(), Some("github.com"));
    assert_eq!(host_of("/tmp/site.git"), None);
}

/// The run's state in English, as the editor of an English site reads it.
fn read_checks(tsv: &str) -> (RunState, String) {
    super::read_checks(Say::EN, tsv)
}

#[test]
fn the_runs_checks_tell_working_live_or_failed() {
    assert_eq!(read_checks("").0, RunState::Working);
    assert_eq!(
        read_checks("What the push changed\tcompleted\tsuccess\nContent only, check and build\tin_progress\t\n").0,
        RunState::Working
    );
    let live = "Content only, check and build\tcompleted\tsuccess\nPublish to GitHub Pages (content only)\tcompleted\tsuccess\nTest (content already published)\tin_progress\t\n";
    assert_eq!(read_checks(live).0, RunState::Live);
    let red_after = live.replace("in_progress\t", "completed\tfailure");
    let (state, message) = read_checks(&red_after);
    assert_eq!(state, RunState::Live);
    assert!(message.contains("full tests found a problem"), "{message}");
    let (state, message) = read_checks(
        "Content only, check and build\tcompleted\tfailure\nPublish to GitHub Pages (content only)\tcompleted\tskipped\n",
    );
    assert_eq!(state, RunState::Failed);
    assert!(message.contains("Content only, check and build"), "{message}");
}

#[test]
fn a_commit_sends_only_the_files_the_list_showed_else_nothing_goes_and_nothing_is_lost() {
    let w = world();
    write(&w.alice, "content/site.yaml", &SITE.replace("Mon-Fri", "Mon-Sat"));
    let repo = Repo::open(&w.alice).unwrap();
    let head = sh(&w.alice, &["rev-parse", "HEAD"]);
    let req = PublishRequest {
        description: "Hours".into(),
        paths: vec!["content/site.yaml".into()],
        confirm_demo_leads: false,
    };
    // Another program saves the home page while the check runs, after the list was compared.
    let refused = repo.publish(&req, || {
        write(&w.alice, "content/pages/index.yaml", &HOME.replace("Warm homes", "Warmer homes"));
        ok()
    });
    match &refused {
        Err(PublishError::Unlisted { files }) => assert_eq!(files, &vec!["content/pages/index.yaml".to_owned()]),
        other => panic!("{other:?}"),
    }
    assert!(
        refused
            .unwrap_err()
            .to_string()
            .contains("content/pages/index.yaml, which the list you confirmed did not show")
    );
    assert_eq!(sh(&w.alice, &["rev-parse", "HEAD"]), head, "the commit was taken back");
    assert_eq!(remote_log(&w.remote).len(), 1, "nothing was sent");
    assert!(read(&w.alice, "content/site.yaml").contains("Mon-Sat"), "her change is kept");
    assert!(read(&w.alice, "content/pages/index.yaml").contains("Warmer homes"), "the other change is kept");
    // Shown both, both go.
    publish_all(&w.alice, "Hours and home").unwrap();
    assert_eq!(remote_log(&w.remote)[0].1, vec!["content/pages/index.yaml".to_owned(), "content/site.yaml".to_owned()]);
}

#[test]
fn a_file_both_changed_is_settled_with_the_persons_choice_her_other_work_kept_and_her_version_put_aside() {
    let w = world();
    // Bob publishes the phone and the home page.
    write(&w.bob, "content/site.yaml", &SITE.replace("555-0142", "555-0111"));
    write(&w.bob, "content/pages/index.yaml", &HOME.replace("Warm homes", "Warmer homes"));
    publish_all(&w.bob, "Bob: phone and home").unwrap();
    // Alice changed the same phone line and the hours: her Publish is refused, her commit stays.
    let hers = SITE.replace("555-0142", "555-0199").replace("Mon-Fri", "Mon-Sat");
    write(&w.alice, "content/site.yaml", &hers);
    assert!(matches!(publish_all(&w.alice, "Alice: phone and hours"), Err(PublishError::Rejected)));
    // ...and starts a new page, not published yet.
    write(&w.alice, "content/pages/about.yaml", "title: About\n");
    let repo = Repo::open(&w.alice).unwrap();
    assert!(matches!(repo.get_latest(), Err(PublishError::BothChanged { .. })));

    let c = repo.conflicts().unwrap();
    assert_eq!(c.files.len(), 1);
    let f = &c.files[0];
    assert_eq!(f.path, "content/site.yaml");
    assert_eq!(f.base.as_deref(), Some(SITE));
    assert_eq!(f.mine.as_deref(), Some(hers.as_str()));
    assert_eq!(f.theirs.as_deref(), Some(SITE.replace("555-0142", "555-0111").as_str()));
    assert_eq!(f.author, "bob");

    // A settle that leaves the file out settles nothing.
    assert!(matches!(repo.settle(&SettleRequest { files: vec![] }), Err(PublishError::BothChanged { .. })));
    // She keeps Bob's phone and her hours.
    let settled = SITE.replace("555-0142", "555-0111").replace("Mon-Fri", "Mon-Sat");
    let done = repo
        .settle(&SettleRequest { files: vec![Settled { path: "content/site.yaml".into(), text: settled.clone() }] })
        .unwrap();
    assert!(done.message.contains("Publish to send them"), "{}", done.message);
    assert_eq!(sh(&w.alice, &["rev-parse", "HEAD"]), sh(&w.remote, &["rev-parse", "main"]), "on the published version");
    assert_eq!(read(&w.alice, "content/site.yaml"), settled);
    assert!(read(&w.alice, "content/pages/index.yaml").contains("Warmer homes"), "Bob's other file came in");
    assert_eq!(read(&w.alice, "content/pages/about.yaml"), "title: About\n", "her new page is kept");
    let paths: Vec<String> = repo.pending().unwrap().changes.into_iter().map(|c| c.path).collect();
    assert_eq!(paths, vec!["content/pages/about.yaml".to_owned(), "content/site.yaml".to_owned()]);
    // Her version from before is in the History, first.
    let h = repo.history("content/site.yaml").unwrap();
    assert_eq!(h.versions[0].author, "You");
    assert_eq!(h.versions[0].text.as_deref(), Some(hers.as_str()));
    assert_eq!(h.versions[1].description, "Bob: phone and home");
    // Publish sends hers on top of Bob's: nothing rewritten.
    publish_all(&w.alice, "Alice: hours and about").unwrap();
    let log: Vec<String> = remote_log(&w.remote).into_iter().map(|(s, _)| s).collect();
    assert_eq!(log, vec!["Alice: hours and about", "Bob: phone and home", "The site"]);
}

// A site in French hears every outcome in French (crate::words has the sentences; these check that
// the site's language reaches them).

const FR: Say = Say(sitegen_content::wording::Language::FrCa);

#[test]
fn a_french_site_is_told_in_french_what_publish_did_and_what_it_did_not() {
    let w = french_world();
    write(&w.alice, "content/site.yaml", &FRENCH_SITE.replace("lun-ven", "lun-sam"));
    let p = Repo::open(&w.alice).unwrap().pending().unwrap();
    assert_eq!(p.description, "Mise à jour de site.yaml");
    let done = publish_all(&w.alice, "Heures du samedi").unwrap();
    assert!(
        done.message.starts_with(&format!(
            "Publié\u{a0}: votre modification «\u{a0}Heures du samedi\u{a0}» est envoyée (version {}). Le site se reconstruit",
            done.short
        )),
        "{}",
        done.message
    );
    let nothing = publish_all(&w.alice, "encore").unwrap_err();
    assert_eq!(Say::of(&w.alice), FR);
    let failure = nothing.failure_in(Say::of(&w.alice));
    assert_eq!(failure.kind, FailureKind::NothingToPublish);
    assert!(failure.message.starts_with("Rien à publier\u{a0}: toutes les modifications"), "{}", failure.message);
    // The English words stay English for an English site, and for the terminal.
    assert!(nothing.to_string().starts_with("Nothing to publish: "), "{nothing}");
}

#[test]
fn a_french_site_is_told_in_french_when_both_changed_a_file_and_when_it_is_settled() {
    let w = french_world();
    write(&w.bob, "content/site.yaml", &FRENCH_SITE.replace("555-0142", "555-0111"));
    write(&w.bob, "content/pages/index.yaml", &HOME.replace("Warm homes", "Maisons chaudes"));
    publish_all(&w.bob, "Téléphone de Bob").unwrap();
    write(&w.alice, "content/site.yaml", &FRENCH_SITE.replace("555-0142", "555-0199"));
    let rejected = publish_all(&w.alice, "Téléphone d'Alice").unwrap_err();
    assert!(matches!(rejected, PublishError::Rejected), "{rejected:?}");
    let said = rejected.message(FR);
    assert!(said.contains("appuyez sur «\u{a0}Obtenir la dernière version\u{a0}», puis publiez de nouveau."), "{said}");
    let repo = Repo::open(&w.alice).unwrap();
    let both = repo.get_latest().unwrap_err();
    assert_eq!(
        both.failure_in(FR).message,
        "Vous et quelqu’un d’autre avez tous deux modifié content/site.yaml. Rien n’a changé sur votre ordinateur et rien \
         n’est perdu\u{a0}: choisissez ci-dessous quoi garder là où vous avez tous deux modifié la même chose, ou mettez de \
         côté votre modification de ce fichier."
    );
    let settled = FRENCH_SITE.replace("555-0142", "555-0111").replace("lun-ven", "lun-sam");
    let done = repo
        .settle(&SettleRequest { files: vec![Settled { path: "content/site.yaml".into(), text: settled }] })
        .unwrap();
    assert!(
        done.message.starts_with("Dernière version obtenue, avec vos choix pour content/site.yaml."),
        "{}",
        done.message
    );
    let h = repo.history("content/site.yaml").unwrap();
    assert_eq!((h.versions[0].author.as_str(), h.versions[0].aside), ("Vous", true));
    assert_eq!(h.versions[0].description, "Votre version, mise de côté quand vous avez obtenu la dernière version");
    // Its Restore compares it with what it was made from, not with the colleague's later version
    // (issue 58): only the person's own fields come back.
    assert_eq!(h.versions[0].before.as_deref(), Some(FRENCH_SITE));
    assert!(h.versions.windows(2).all(|v| v[0].date >= v[1].date), "newest first");
    // Bob gets Alice's settled version: what came in, in French.
    publish_all(&w.alice, "Réglé").unwrap();
    let got = Repo::open(&w.bob).unwrap().get_latest().unwrap();
    assert!(
        got.message
            .starts_with("Dernière version obtenue\u{a0}: 1 modification d’autres personnes (content/site.yaml)."),
        "{}",
        got.message
    );
    assert_eq!(Repo::open(&w.bob).unwrap().get_latest().unwrap().message, "Vous avez déjà la dernière version.");
    // The editor of a page in the other language hears its own (issue 57).
    let english = Repo::open(&w.bob).unwrap().saying(Say::EN).get_latest().unwrap();
    assert_eq!(english.message, "You already have the latest version.");
}

#[test]
fn a_french_site_is_told_in_french_where_its_change_for_review_went() {
    let w = french_world();
    write(&w.alice, "content/pages/index.yaml", &HOME.replace("Warm homes", "Maisons chaudes"));
    let repo = Repo::open(&w.alice).unwrap();
    let req = ReviewRequest { description: "Accueil".into(), paths: vec!["content/pages/index.yaml".into()] };
    let sent = repo.send_for_review(&req, sitegen_content::Host::GithubPages, ok).unwrap();
    // One branch per review, named for its person and commit (issue 58).
    assert_eq!(sent.branch, format!("review/alice-{}", &sent.commit[..7]));
    assert_eq!(
        sent.message,
        format!(
            "Envoyé pour révision\u{a0}: votre modification «\u{a0}Accueil\u{a0}» attend d’être révisée sous le nom \
             «\u{a0}{}\u{a0}» et n’est pas encore en ligne. Demandez à la personne responsable du site de la réviser et de \
             l’accepter\u{a0}: l’accepter publie la modification.",
            sent.branch
        )
    );
    assert!(sh(&w.remote, &["show", &format!("{}:content/pages/index.yaml", sent.branch)]).contains("Maisons chaudes"));

    // The change waits in that review as it is: listed so, and a second Send has nothing new.
    let waiting = repo.pending().unwrap();
    assert_eq!(waiting.changes[0].review.as_deref(), Some(sent.branch.as_str()));
    assert!(matches!(
        repo.send_for_review(&req, sitegen_content::Host::GithubPages, ok),
        Err(PublishError::NothingToPublish)
    ));
    // A further change to another file is a second review beside the first, holding only it.
    write(&w.alice, "content/pages/about.yaml", "title: À propos\nsections: []\n");
    let req = ReviewRequest {
        description: "À propos".into(),
        paths: vec!["content/pages/about.yaml".into(), "content/pages/index.yaml".into()],
    };
    let second = repo.send_for_review(&req, sitegen_content::Host::GithubPages, ok).unwrap();
    assert_ne!(second.branch, sent.branch);
    let files = sh(&w.remote, &["diff", "--name-only", "main", &second.branch]);
    assert_eq!(files.trim(), "content/pages/about.yaml");
    assert!(sh(&w.remote, &["rev-parse", &sent.branch]).trim() == sent.commit, "the first review is untouched");
}

#[test]
fn a_french_site_reads_the_publishing_runs_state_in_french() {
    let (state, message) = super::read_checks(
        FR,
        "Content only, check and build\tcompleted\tfailure\nPublish to GitHub Pages (content only)\tcompleted\tskipped\n",
    );
    assert_eq!(state, RunState::Failed);
    assert_eq!(
        message,
        "La publication a échoué à l’étape «\u{a0}Content only, check and build\u{a0}»\u{a0}: rien de cette version \
         n’est en ligne. Voyez la publication sur GitHub pour le fichier et la ligne."
    );
    assert_eq!(
        super::read_checks(FR, "Build\tin_progress\t\nTest\tcompleted\tsuccess\n").1,
        "Publication en cours\u{a0}: 1 étape terminée sur 2…"
    );
}

/// Issue 58: while the published site.yaml says `review: true`, taking it out in a clone (as the
/// editor's ✕ did) and publishing is refused: the change to `review` goes through review like any
/// other, and the list says Send for review. Nothing reaches main.
#[test]
fn review_published_cannot_be_switched_off_and_published_in_one_step() {
    let w = world();
    write(&w.alice, "content/site.yaml", &format!("{SITE}review: true\n"));
    sh(&w.alice, &["commit", "--quiet", "-am", "Changes are reviewed"]);
    sh(&w.alice, &["push", "--quiet"]);
    sh(&w.bob, &["pull", "--quiet"]);
    let before = remote_log(&w.remote);

    write(&w.bob, "content/site.yaml", SITE);
    let repo = Repo::open(&w.bob).unwrap();
    assert!(repo.pending().unwrap().review, "the panel offers Send for review, not Publish");
    assert!(matches!(publish_all(&w.bob, "No more review"), Err(PublishError::ReviewRequired)));
    assert_eq!(remote_log(&w.remote), before, "nothing reached main");
    // Sent for review, it waits on its own branch like any change.
    let req = ReviewRequest { description: "No more review".into(), paths: vec!["content/site.yaml".into()] };
    let sent = repo.send_for_review(&req, sitegen_content::Host::GithubPages, ok).unwrap();
    assert!(!sh(&w.remote, &["show", &format!("{}:content/site.yaml", sent.branch)]).contains("review: true"));
    assert_eq!(remote_log(&w.remote), before);

    // A site that never asked for review publishes as before.
    let free = world();
    write(&free.alice, "content/site.yaml", &SITE.replace("555-0142", "555-0199"));
    assert!(!Repo::open(&free.alice).unwrap().pending().unwrap().review);
    assert!(publish_all(&free.alice, "New number").is_ok());
}
