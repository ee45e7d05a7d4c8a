//! After Publish: is it live? Every build writes `build.json` with the commit it was built from
//! (crates/pipeline/src/schedule.rs); after a Publish the preview process reads the live site's
//! `build.json` every few seconds until it shows the published commit or a later one, and the
//! editor says when ("Live since 15:04, 2 min 40 s after Publish") with a link to the page that
//! changed. After [`limit`] it says plainly that the site is not live yet, with the publishing run's
//! state where GitHub's `gh` can read it and the run's link. The watch is kept in a file, so it
//! survives a reload of the editor and a restart of the preview. What it says is in the site's
//! language ([`Say`]): "En ligne depuis 15 h 04, 2 min 40 s après la publication." on a French site.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::{Published, RunLinks, RunState, git};
use crate::BuildOptions;
use crate::schedule::{BUILD_FILE, BuildRecord};
use crate::words::{Say, Seen};

/// Where the watch is kept, under the site's cache folder.
pub const WATCH_FILE: &str = ".sitegen-cache/publish-live.json";

/// How often the live site is asked: every 10 s (`SITEGEN_LIVE_EVERY_SECS` changes it, for tests).
pub fn every() -> Duration {
    let secs = std::env::var("SITEGEN_LIVE_EVERY_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(10);
    Duration::from_secs(secs)
}

/// How often the live site is asked once the editor has said "Not live yet": six times
/// [`every`] (a minute), until it is live or [`end`] comes. A host that publishes late (a queue, a
/// rerun) turns the message into "Live since" without another Publish.
pub fn slow_every() -> Duration {
    every() * 6
}

/// How long after a Publish the live site is asked at all: a day (a week for a review, which waits
/// for its owner). Past it, "Not live yet" stays until the next Publish.
fn end(w: &Watch) -> u64 {
    w.published_at + if w.review { 7 * 24 * 3600 } else { 24 * 3600 }
}

/// How long after a Publish the live site is watched before the editor says it is not live: three
/// times the host's usual time, as measured from the last publishes from this clone (at least 3
/// minutes), or 40 minutes before any was measured (a publish that runs the full tests first takes
/// about half an hour). `SITEGEN_LIVE_LIMIT_SECS` sets it (tests).
pub fn limit(opts: &BuildOptions) -> Duration {
    if let Some(secs) = std::env::var("SITEGEN_LIVE_LIMIT_SECS").ok().and_then(|s| s.parse().ok()) {
        return Duration::from_secs(secs);
    }
    let mut times = usual_times(opts);
    times.sort_unstable();
    let secs = match times.get(times.len() / 2) {
        Some(median) => (median * 3).clamp(180, 40 * 60),
        None => 40 * 60,
    };
    Duration::from_secs(secs)
}

/// Where the times the last publishes took to go live are kept (seconds, newest last).
const TIMES_FILE: &str = ".sitegen-cache/publish-times.json";

fn usual_times(opts: &BuildOptions) -> Vec<u64> {
    std::fs::read(opts.root.join(TIMES_FILE)).ok().and_then(|b| serde_json::from_slice(&b).ok()).unwrap_or_default()
}

fn record_time(opts: &BuildOptions, secs: u64) {
    let mut times = usual_times(opts);
    times.push(secs);
    let keep = times.len().saturating_sub(10);
    let _ = sitegen_atomic::write(
        &opts.root.join(TIMES_FILE),
        &serde_json::to_vec(&times[keep..]).unwrap_or_default(),
        sitegen_atomic::Durability::Cache,
    );
}

/// How often the publishing run's public state is asked of GitHub: every 30 s (GitHub answers 60
/// questions an hour without a sign-in). `SITEGEN_RUN_EVERY_SECS` changes it (tests).
fn run_every() -> u64 {
    std::env::var("SITEGEN_RUN_EVERY_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(30)
}

/// A Publish being watched, as kept in [`WATCH_FILE`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Watch {
    pub commit: String,
    /// Unix seconds.
    pub published_at: u64,
    /// The live site's address (site.yaml's `base_url`, or `SITEGEN_LIVE_URL`).
    pub live_url: String,
    /// The page that changed, its address on the live site.
    pub page_url: Option<String>,
    /// The business's time zone, for the time of day in messages.
    pub time_zone: Option<String>,
    pub links: Option<RunLinks>,
    /// When the live site first showed the commit (or a later one).
    pub live_at: Option<u64>,
    /// When the editor said "Not live yet" (the usual time had passed, or the run failed); the
    /// watch goes on, slower, until [`end`].
    pub gave_up_at: Option<u64>,
    /// What the live site said last: its commit, or why it could not be read.
    pub last_seen: Option<String>,
    pub last_checked_at: Option<u64>,
    /// Sent for review: live only once the pull request is merged, which may take days.
    #[serde(default)]
    pub review: bool,
    /// When the live site's `build.json` was put there, as the host says (`Last-Modified`).
    #[serde(default)]
    pub live_since: Option<u64>,
    /// The publishing run failed, as GitHub says publicly: what failed, and the run's page.
    #[serde(default)]
    pub failed: Option<String>,
    #[serde(default)]
    pub run_url: Option<String>,
    #[serde(default)]
    pub run_checked_at: Option<u64>,
}

/// What the editor shows.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct LiveStatus {
    pub state: LiveState,
    pub message: String,
    /// The page that changed, on the live site.
    pub page_url: Option<String>,
    pub links: Option<RunLinks>,
    pub commit: Option<String>,
    /// Live: since when (Unix seconds), for the editor to say in the person's own clock and zone.
    #[ts(type = "number | null")]
    pub since: Option<u64>,
    /// Live: how long after Publish, in words (`2 min 40 s`).
    pub after: Option<String>,
    /// While the live site is still being asked (waiting, or "Not live yet" within a day): when
    /// the editor should ask for the status again, in seconds ([`every`], then [`slow_every`]).
    #[ts(type = "number | null")]
    pub ask_again_secs: Option<u64>,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum LiveState {
    /// Nothing published from here lately.
    None,
    Waiting,
    Live,
    NotLive,
}

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

fn file(opts: &BuildOptions) -> PathBuf {
    opts.root.join(WATCH_FILE)
}

fn read(opts: &BuildOptions) -> Option<Watch> {
    serde_json::from_slice(&std::fs::read(file(opts)).ok()?).ok()
}

fn write(opts: &BuildOptions, w: &Watch) {
    let path = file(opts);
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = sitegen_atomic::write(
        &path,
        &serde_json::to_vec_pretty(w).unwrap_or_default(),
        sitegen_atomic::Durability::Cache,
    );
}

/// Starts watching a change sent for review: live once its pull request is merged and deployed.
pub fn begin_review(opts: &BuildOptions, commit: &str, files: &[String], links: Option<RunLinks>) {
    let published = Published {
        commit: commit.to_owned(),
        short: commit.chars().take(7).collect(),
        branch: String::new(),
        files: files.to_vec(),
        links,
        message: String::new(),
    };
    begin(opts, &published);
    if let Some(mut w) = read(opts) {
        w.review = true;
        write(opts, &w);
    }
}

/// Starts watching a Publish: the live address and the page that changed come from the site.
pub fn begin(opts: &BuildOptions, published: &Published) {
    let site = crate::stages::load(opts).ok();
    let base = std::env::var("SITEGEN_LIVE_URL")
        .ok()
        .filter(|u| !u.trim().is_empty())
        .or_else(|| site.as_ref().map(|s| s.settings.base_url.as_str().to_owned()))
        .unwrap_or_default();
    let base = base.trim_end_matches('/').to_owned();
    // The first page the Publish changed, else the home page (site.yaml shows on every page).
    let page = site.as_ref().and_then(|s| {
        let urls = s.settings.host.urls();
        published.files.iter().find_map(|f| {
            s.pages.iter().find(|p| Path::new(f) == p.source).map(|p| urls.page(p.route.as_str()).into_owned())
        })
    });
    let page_url = Some(format!("{base}{}", page.unwrap_or_else(|| "/".to_owned())));
    let w = Watch {
        commit: published.commit.clone(),
        published_at: now(),
        live_url: base,
        page_url,
        time_zone: site.as_ref().and_then(|s| s.settings.time_zone.as_ref().map(|z| z.name().to_owned())),
        links: published.links.clone(),
        live_at: None,
        gave_up_at: None,
        last_seen: None,
        last_checked_at: None,
        review: false,
        live_since: None,
        failed: None,
        run_url: None,
        run_checked_at: None,
    };
    write(opts, &w);
}

/// Whether the live site is still being asked about the last Publish (the preview's watcher
/// keeps asking while it is, and starts again after a restart).
pub fn waiting(opts: &BuildOptions) -> bool {
    read(opts).is_some_and(|w| watching(&w, now()))
}

fn watching(w: &Watch, t: u64) -> bool {
    w.live_at.is_none() && t < end(w)
}

/// One look at the live site when one is due, then the status.
pub fn check(opts: &BuildOptions) -> LiveStatus {
    let Some(mut w) = read(opts) else { return status(opts) };
    let t = now();
    if !watching(&w, t) {
        return status(opts);
    }
    let interval = if w.gave_up_at.is_some() { slow_every() } else { every() };
    if w.last_checked_at.is_some_and(|c| t.saturating_sub(c) < interval.as_secs().saturating_sub(1)) {
        return status(opts);
    }
    w.last_checked_at = Some(t);
    let say = Say::of(&opts.root);
    match live_commit(&w.live_url, say) {
        Ok((Some(live), modified)) => {
            w.last_seen = Some(live.clone());
            if live == w.commit || includes(opts, &live, &w.commit) {
                w.live_at = Some(t);
                // The host's own time for the file, when it says one after the Publish.
                w.live_since = modified.filter(|m| *m >= w.published_at && *m <= t).or(Some(t));
                if !w.review {
                    record_time(opts, w.live_since.unwrap_or(t).saturating_sub(w.published_at));
                }
            }
        }
        Ok((None, _)) => w.last_seen = Some(say.no_commit_in_build()),
        Err(why) => w.last_seen = Some(why),
    }
    // The run's public state on GitHub: a failed run is said when it fails, not at the limit.
    if w.live_at.is_none()
        && w.failed.is_none()
        && !w.review
        && w.run_checked_at.is_none_or(|c| t.saturating_sub(c) >= run_every())
    {
        w.run_checked_at = Some(t);
        if let Some(run) = w.links.as_ref().and_then(|l| super::runs::failed_run(&l.commit, say)) {
            w.failed = Some(run.message);
            w.run_url = Some(run.url);
            w.gave_up_at.get_or_insert(t);
        }
    }
    // A review waits for its owner: only "Sent for review" until it is merged and live.
    if w.live_at.is_none() && !w.review && t.saturating_sub(w.published_at) >= limit(opts).as_secs() {
        w.gave_up_at.get_or_insert(t);
    }
    write(opts, &w);
    status(opts)
}

/// The status as last seen, without asking the live site, in the site's first language.
pub fn status(opts: &BuildOptions) -> LiveStatus {
    status_in(opts, Say::of(&opts.root))
}

/// The status as last seen, said in `say`'s language (the editor's page's). What the watcher
/// noted when it last asked (a run's failure, what the live site answered) stays as it noted it.
pub fn status_in(opts: &BuildOptions, say: Say) -> LiveStatus {
    let none = LiveStatus {
        state: LiveState::None,
        message: String::new(),
        page_url: None,
        links: None,
        commit: None,
        since: None,
        after: None,
        ask_again_secs: None,
    };
    let Some(w) = read(opts) else { return none };
    let watching = watching(&w, now());
    let short: String = w.commit.chars().take(7).collect();
    let zone = w.time_zone.as_deref().and_then(|z| sitegen_content::Zone::parse(z).ok());
    let since = w.live_at.map(|at| w.live_since.unwrap_or(at));
    let after = since.map(|at| duration(at.saturating_sub(w.published_at)));
    let (state, message) = if let (Some(at), Some(after)) = (since, &after) {
        (LiveState::Live, say.live_since(&say.clock(&clock(zone.as_ref(), at)), after, w.review))
    } else if let Some(failed) = &w.failed {
        (LiveState::NotLive, say.still_asking(failed, watching))
    } else if let Some(at) = w.gave_up_at {
        let seen = match &w.last_seen {
            Some(s) if s.len() == 40 && s.bytes().all(|b| b.is_ascii_hexdigit()) => Seen::Commit(&s[..7]),
            Some(s) => Seen::Unreadable(s),
            None => Seen::Nothing,
        };
        let run = opts_run_message(opts, &w.commit, w.links.is_some(), say);
        let after = duration(at.saturating_sub(w.published_at));
        (LiveState::NotLive, say.still_asking(&say.not_live_yet(&after, &w.live_url, seen, &run), watching))
    } else if w.review {
        (LiveState::Waiting, say.waiting_for_review(&short, &w.live_url))
    } else {
        (LiveState::Waiting, say.waiting(&short, &w.live_url, &duration(now().saturating_sub(w.published_at))))
    };
    // A failed run's own page, else the branch's runs.
    let links = match (w.links, &w.run_url) {
        (Some(l), Some(run)) => Some(RunLinks { actions: run.clone(), ..l }),
        (links, _) => links,
    };
    let next = if w.gave_up_at.is_some() { slow_every() } else { every() };
    let ask_again_secs = watching.then_some(next.as_secs());
    LiveStatus { state, message, page_url: w.page_url, links, commit: Some(w.commit), since, after, ask_again_secs }
}

/// What the publishing run says, where `gh` can read it (GitHub); else where to look: the run's
/// page when there is a link to it, the host's own list of publishes when there is none.
fn opts_run_message(opts: &BuildOptions, commit: &str, linked: bool, say: Say) -> String {
    match super::run_status(opts, commit, say) {
        Ok(s) if s.state == RunState::Failed || s.state == RunState::Working => format!(" {}", s.message),
        Ok(s) if s.state == RunState::Live => say.run_published_host_updating(),
        _ if linked => say.see_the_run(),
        _ => say.see_the_host(),
    }
}

/// The live site's commit, from its `build.json` (read with curl), and when the host says the
/// file was put there (`Last-Modified`, Unix seconds).
fn live_commit(base: &str, say: Say) -> Result<(Option<String>, Option<u64>), String> {
    if base.is_empty() {
        return Err(say.no_base_url());
    }
    let url = format!("{base}/{BUILD_FILE}");
    let headers = std::env::temp_dir().join(format!("sitegen-live-{}.headers", std::process::id()));
    let out = std::process::Command::new("curl")
        .args(["-fsSL", "--max-time", "20", "-H", "Cache-Control: no-cache", "-D"])
        .arg(&headers)
        .arg(&url)
        .output()
        .map_err(|_| say.no_curl())?;
    let head = std::fs::read_to_string(&headers).unwrap_or_default();
    let _ = std::fs::remove_file(&headers);
    if !out.status.success() {
        return Err(format!("{url}: {}", String::from_utf8_lossy(&out.stderr).trim()));
    }
    let record: BuildRecord = serde_json::from_slice(&out.stdout).map_err(|_| say.not_a_build_record(&url))?;
    let modified = head
        .lines()
        .rev()
        .find_map(|l| l.split_once(':').filter(|(k, _)| k.eq_ignore_ascii_case("last-modified")).map(|(_, v)| v.trim()))
        .and_then(http_date);
    Ok((record.commit, modified))
}

/// `Fri, 27 Nov 2026 10:42:07 GMT` (an HTTP date) as Unix seconds.
fn http_date(s: &str) -> Option<u64> {
    let parts: Vec<&str> = s.split_whitespace().collect();
    let [_, day, month, year, time, "GMT"] = parts.as_slice() else { return None };
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let m = MONTHS.iter().position(|x| x == month)? + 1;
    let day = sitegen_content::Day::parse(&format!("{year}-{m:02}-{:02}", day.parse::<u32>().ok()?)).ok()?;
    let mut hms = time.split(':').map(|x| x.parse::<u64>().ok());
    let (h, mi, se) = (hms.next()??, hms.next()??, hms.next()??);
    let days = u64::try_from(sitegen_content::Day::from_unix(0).days_until(day)).ok()?;
    Some(days * 86_400 + h * 3600 + mi * 60 + se)
}

/// Whether `later` contains `commit` (a colleague published after us, or a pull request was
/// merged): a live commit this clone does not have yet is fetched first.
fn includes(opts: &BuildOptions, later: &str, commit: &str) -> bool {
    let known = |c: &str| git::git(&opts.root, &["cat-file", "-e", &format!("{c}^{{commit}}")]).is_ok_and(|o| o.ok);
    if !known(later) {
        let _ = git::git_network(&opts.root, &["fetch", "--quiet", "--no-tags", "origin"]);
    }
    git::git(&opts.root, &["merge-base", "--is-ancestor", commit, later]).is_ok_and(|o| o.ok)
}

/// `15:04` in the business's time zone (UTC when site.yaml names none).
fn clock(zone: Option<&sitegen_content::Zone>, unix: u64) -> String {
    match zone {
        Some(z) => z.clock(unix as i64),
        None => {
            let s = unix % 86_400;
            format!("{:02}:{:02} UTC", s / 3600, (s % 3600) / 60)
        }
    }
}

/// `2 min 40 s`, `45 s`, `1 h 5 min`.
fn duration(secs: u64) -> String {
    match secs {
        s if s < 60 => format!("{s} s"),
        s if s < 3600 => format!("{} min {} s", s / 60, s % 60),
        s => format!("{} h {} min", s / 3600, (s % 3600) / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_watch_lasts_three_times_the_usual_time_of_the_last_publishes() {
        if std::env::var_os("SITEGEN_LIVE_LIMIT_SECS").is_some() {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let opts = BuildOptions { root: dir.path().to_owned(), ..Default::default() };
        assert_eq!(limit(&opts).as_secs(), 40 * 60, "nothing measured yet: the longest a publish takes");
        for secs in [60, 150, 90] {
            record_time(&opts, secs);
        }
        assert_eq!(limit(&opts).as_secs(), 270, "three times the median, 90 s");
        for _ in 0..10 {
            record_time(&opts, 20);
        }
        assert_eq!(usual_times(&opts).len(), 10, "the last ten are kept");
        assert_eq!(limit(&opts).as_secs(), 180, "never under 3 minutes");
    }

    #[test]
    fn an_http_date_is_read() {
        assert_eq!(http_date("Thu, 01 Jan 1970 00:01:05 GMT"), Some(65));
        assert_eq!(http_date("Fri, 27 Nov 2026 10:42:07 GMT"), Some(1_795_776_127));
        assert_eq!(http_date("yesterday"), None);
    }

    #[test]
    fn durations_read_as_people_say_them() {
        assert_eq!(duration(45), "45 s");
        assert_eq!(duration(160), "2 min 40 s");
        assert_eq!(duration(3900), "1 h 5 min");
        assert_eq!(clock(None, 1_801_458_000 + 64 * 60), "06:04 UTC");
        let edmonton = sitegen_content::Zone::parse("America/Edmonton").unwrap();
        assert_eq!(clock(Some(&edmonton), 1_801_458_000), edmonton.clock(1_801_458_000));
    }

    #[test]
    fn a_french_site_hears_whether_it_is_live_in_french() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("content")).unwrap();
        std::fs::write(dir.path().join("content/site.yaml"), "language: fr-CA\nname: Chinook\n").unwrap();
        let opts = BuildOptions { root: dir.path().to_owned(), ..Default::default() };
        let live = 1_801_458_000 + 64 * 60;
        let mut w = Watch {
            commit: "abc1234".repeat(5) + "abcde",
            published_at: now() - 45,
            live_url: "https://example.ca".into(),
            page_url: None,
            time_zone: None,
            links: None,
            live_at: None,
            gave_up_at: None,
            last_seen: None,
            last_checked_at: None,
            review: false,
            live_since: None,
            failed: None,
            run_url: None,
            run_checked_at: None,
        };
        write(&opts, &w);
        let s = status(&opts);
        assert_eq!(s.state, LiveState::Waiting);
        assert!(
            s.message.starts_with("Version abc1234 publiée\u{a0}: en attente que https://example.ca la montre ("),
            "{}",
            s.message
        );
        w.published_at = live - 160;
        w.live_at = Some(live + 5);
        w.live_since = Some(live);
        write(&opts, &w);
        let s = status(&opts);
        assert_eq!(s.state, LiveState::Live);
        // The editor puts the person's own clock before the first comma (the reply has `since`).
        assert_eq!(s.message, "En ligne depuis 6\u{a0}h\u{a0}04 UTC, 2\u{a0}min\u{a0}40\u{a0}s après la publication.");
        assert_eq!((s.since, s.after.as_deref()), (Some(live), Some("2 min 40 s")));
        w.live_at = None;
        w.live_since = None;
        w.gave_up_at = Some(live);
        w.last_seen = Some("0123456".repeat(5) + "01234");
        write(&opts, &w);
        let s = status(&opts);
        assert_eq!(s.state, LiveState::NotLive);
        assert!(
            s.message.starts_with(
                "Pas encore en ligne\u{a0}: 2\u{a0}min\u{a0}40\u{a0}s après la publication, https://example.ca montre \
                 encore la version 0123456\u{202f}; les anciennes pages sont donc toujours en ligne. La liste des \
                 publications de votre hébergeur"
            ),
            "{}",
            s.message
        );
        // Past the usual time the host is still asked, slower, and the message says so (issue 58).
        assert!(
            s.message.ends_with(
                "sitegen continue d’interroger le site en ligne et vous dira ici quand il montrera la modification."
            ),
            "{}",
            s.message
        );
        assert_eq!(s.ask_again_secs, Some(slow_every().as_secs()));
        // A day after Publish it stops: the message no longer promises anything.
        w.published_at = now() - 24 * 3600 - 1;
        write(&opts, &w);
        let s = status(&opts);
        assert_eq!((s.state, s.ask_again_secs), (LiveState::NotLive, None));
        assert!(!s.message.contains("continue"), "{}", s.message);
        assert!(!waiting(&opts));
    }
}
