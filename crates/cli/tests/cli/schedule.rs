//! Dates kept without anyone publishing (issue 35): an offer's days change the site by themselves,
//! the daily run's decision step rebuilds only when one has passed since the live build, and every
//! build says which commit and day it is (`build.json`).

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use crate::common::*;

fn at(root: &Path, today: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sitegen"))
        .args(args)
        .arg("--root")
        .arg(root)
        .env("SITEGEN_TODAY", today)
        .env_remove("GITHUB_SHA")
        .output()
        .expect("run sitegen")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn the_day_after_an_offer_ends_the_decision_is_rebuild_and_the_build_leaves_it_out() {
    let site = real_site();
    let root = site.path();
    let offer = "$500 off a complete heating system replacement";
    // The day before its last day: the live build of that day has it, and nothing is to do.
    let out = at(root, "2027-01-31", &["schedule", "--since", "2027-01-30"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("nothing to do: no date has passed since the live build of 2027-01-30."),
        "{}",
        stdout(&out)
    );
    // The day after: rebuild, and why; the workflow's output file says so too.
    let github_output = root.join("github-output");
    let out =
        at(root, "2027-02-01", &["schedule", "--since", "2027-01-31", "--output", github_output.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("rebuild: Offer \"Limited-time offer: $500 off a complete heating system replacement\" ends January 31, 2027: removed from the site on February 1, 2027"),
        "{}",
        stdout(&out)
    );
    assert_eq!(fs::read_to_string(&github_output).unwrap(), "rebuild=true\n");
    // A run on a later day whose live build already left it out: nothing to do.
    let out = at(root, "2027-02-05", &["schedule", "--since", "2027-02-01"]);
    assert!(stdout(&out).starts_with("nothing to do"), "{}", stdout(&out));

    // The builds of those days: with the offer, then without it.
    let out = at(root, "2027-01-31", &["build", "--out", "dist-before"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(fs::read_to_string(root.join("dist-before/index.html")).unwrap().contains(offer));
    let out = at(root, "2027-02-01", &["build", "--out", "dist-after"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!fs::read_to_string(root.join("dist-after/index.html")).unwrap().contains(offer));
    // Each says its day where anyone can read it.
    let record: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(root.join("dist-after/build.json")).unwrap()).unwrap();
    assert_eq!(record["day"], "2027-02-01");
}

#[test]
fn an_offer_that_starts_later_waits_for_its_day_and_check_lists_both_days() {
    let site = real_site();
    let root = site.path();
    let file = root.join("content/site.yaml");
    let text = fs::read_to_string(&file).unwrap();
    fs::write(&file, text.replacen("  ends: 2027-01-31", "  starts: 2026-12-01\n  ends: 2027-01-31", 1)).unwrap();
    let offer = "$500 off a complete heating system replacement";
    let out = at(root, "2026-11-30", &["build", "--out", "dist-before"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        !fs::read_to_string(root.join("dist-before/index.html")).unwrap().contains(offer),
        "not before its first day"
    );
    let out = at(root, "2026-12-01", &["build", "--out", "dist-on"]);
    assert!(fs::read_to_string(root.join("dist-on/index.html")).unwrap().contains(offer), "{}", stderr(&out));
    let out = at(root, "2026-12-01", &["schedule", "--since", "2026-11-30"]);
    assert!(stdout(&out).starts_with("rebuild: Offer \"Limited-time offer: $500 off a complete heating system replacement\" starts December 1, 2026: put on the site that day"), "{}", stdout(&out));
    // check names what will change and when, at the lines that say so.
    let out = at(root, "2026-11-26", &["check"]);
    let text = stdout(&out);
    let line = |needle: &str| fs::read_to_string(&file).unwrap().lines().position(|l| l.contains(needle)).unwrap() + 1;
    assert!(text.contains(&format!("scheduled: content/site.yaml:{}:11: Offer \"Limited-time offer: $500 off a complete heating system replacement\" starts December 1, 2026: put on the site that day", line("starts: 2026-12-01"))), "{text}");
    assert!(text.contains(&format!("scheduled: content/site.yaml:{}:9: Offer", line("ends: 2027-01-31"))), "{text}");
}

#[test]
fn the_workflows_daily_run_is_at_a_quarter_past_midnight_where_the_business_is() {
    let site = real_site();
    let out = at(site.path(), "2027-01-01", &["schedule", "--cron"]);
    let cron = stdout(&out).trim().to_owned();
    let workflow = fs::read_to_string(repo().join(".github/workflows/publish.yml")).unwrap();
    assert!(
        workflow.contains(&format!("    - cron: '{cron}'\n")),
        "the workflow's schedule is `{cron}` (sitegen schedule --cron)"
    );
    assert!(workflow.contains("schedule --output \"$GITHUB_OUTPUT\""), "the daily run asks sitegen");
}

#[test]
fn a_build_records_the_commit_it_was_built_from() {
    let site = real_site();
    let root = site.path();
    let git = |args: &[&str]| {
        let ok = Command::new("git")
            .args(args)
            .current_dir(root)
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@example.ca")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@example.ca")
            .output()
            .unwrap();
        assert!(ok.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&ok.stderr));
        String::from_utf8_lossy(&ok.stdout).trim().to_owned()
    };
    git(&["init", "-q"]);
    git(&["add", "content"]);
    git(&["commit", "-q", "-m", "content"]);
    let head = git(&["rev-parse", "HEAD"]);
    let out = at(root, "2026-11-26", &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let record: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(root.join("dist/build.json")).unwrap()).unwrap();
    assert_eq!(record, serde_json::json!({ "commit": head, "day": "2026-11-26" }));
}

#[test]
fn page_text_says_the_promises_of_site_yaml_and_leaves_other_braces_as_written() {
    let site = real_site();
    let root = site.path();
    let thanks = root.join("content/pages/quote/thanks.yaml");
    let text = fs::read_to_string(&thanks).unwrap();
    assert!(text.contains("we respond {quote_response}"), "{text}");
    fs::write(
        &thanks,
        text.replacen("usually much\n        sooner.", "usually much\n        sooner {{ 7*7 }} {% raw %}.", 1),
    )
    .unwrap();
    let out = at(root, "2026-11-26", &["build"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let html = fs::read_to_string(root.join("dist/quote/thanks/index.html")).unwrap();
    assert!(html.contains("we respond within 24 hours, usually much sooner {{ 7*7 }} {% raw %}."), "{html}");
    assert!(html.contains("answered 24/7 and a technician is dispatched within 2 hours"), "{html}");
}

#[test]
fn a_page_and_a_section_with_days_come_and_go_by_themselves_and_a_link_that_would_break_is_caught_today() {
    let site = real_site();
    let root = site.path();
    fs::write(
        root.join("content/pages/winter-tune-up.yaml"),
        "title: Winter Tune-Up Week | Chinook Heating & Gas\nfrom: 2026-12-01\nuntil: 2026-12-07\nsections:\n  - hero:\n      \
         title: Winter Tune-Up Week\n      lead: A furnace tune-up booked this week comes with a free filter.\n      actions:\n        \
         - { label: Book a Tune-Up, href: /quote }\n",
    )
    .unwrap();
    let index = root.join("content/pages/index.yaml");
    let home = fs::read_to_string(&index).unwrap();
    let banner = "  - banner:\n      title: Winter Tune-Up Week\n      text: A free filter with every tune-up booked this week.\n      \
                  from: 2026-12-01\n      until: 2026-12-07\n      actions:\n        - { label: See the offer, href: /winter-tune-up }\n";
    let at_banner = home.find("  - banner:\n      title: Heating emergency?").unwrap();
    fs::write(&index, format!("{}{banner}{}", &home[..at_banner], &home[at_banner..])).unwrap();
    let line = |needle: &str| fs::read_to_string(&index).unwrap().lines().position(|l| l.contains(needle)).unwrap() + 1;

    // Before: neither is on the site; check lists both days of both, at their lines.
    let out = at(root, "2026-11-30", &["check"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("scheduled: content/pages/winter-tune-up.yaml:2:7: Page /winter-tune-up starts December 1, 2026: put on the site that day"), "{text}");
    assert!(text.contains(&format!("scheduled: content/pages/index.yaml:{}:14: The banner section of / ends December 7, 2026: taken off the page on December 8, 2026", line("until: 2026-12-07"))), "{text}");
    let out = at(root, "2026-11-30", &["build", "--out", "dist-before"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!root.join("dist-before/winter-tune-up/index.html").exists());
    assert!(!fs::read_to_string(root.join("dist-before/index.html")).unwrap().contains("Winter Tune-Up Week"));

    // Its first day: the daily run rebuilds, and the build has both (recorded as published, as a
    // site published by pushing commits records it).
    let out = at(root, "2026-12-01", &["schedule", "--since", "2026-11-30"]);
    assert!(stdout(&out).starts_with("rebuild: "), "{}", stdout(&out));
    assert!(stdout(&out).contains("Page /winter-tune-up starts December 1, 2026"), "{}", stdout(&out));
    let out = at(root, "2026-12-01", &["build", "--record-routes"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(root.join("dist/winter-tune-up/index.html").exists());
    assert!(fs::read_to_string(root.join("dist/index.html")).unwrap().contains("Winter Tune-Up Week"));
    assert!(fs::read_to_string(root.join("content/.routes.lock")).unwrap().contains("/winter-tune-up\n"));
    let out = at(root, "2026-12-04", &["schedule", "--since", "2026-12-01"]);
    assert!(stdout(&out).starts_with("nothing to do"), "{}", stdout(&out));

    // The day after the last: both are gone, and the published route leaving is what the page said.
    let out = at(root, "2026-12-08", &["schedule", "--since", "2026-12-07"]);
    assert!(
        stdout(&out).contains("Page /winter-tune-up ends December 7, 2026: taken off the site on December 8, 2026"),
        "{}",
        stdout(&out)
    );
    let out = at(root, "2026-12-08", &["build", "--out", "dist-after"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!root.join("dist-after/winter-tune-up/index.html").exists());
    assert!(!fs::read_to_string(root.join("dist-after/index.html")).unwrap().contains("Winter Tune-Up Week"));
    assert!(stderr(&out).contains("last day (2026-12-07) has passed"), "{}", stderr(&out));

    // A link that stays after its page goes would stop the build of that day: a mistake today.
    let dated = fs::read_to_string(&index).unwrap();
    fs::write(&index, dated.replacen("      until: 2026-12-07\n", "", 1)).unwrap();
    let out = at(root, "2026-12-02", &["check"]);
    assert!(!out.status.success(), "{}", stdout(&out));
    let link_line = line("href: /winter-tune-up");
    assert!(stderr(&out).contains(&format!("content/pages/index.yaml:{link_line}:")), "{}", stderr(&out));
    assert!(stderr(&out).contains("which is taken off the site after December 7, 2026"), "{}", stderr(&out));
}
