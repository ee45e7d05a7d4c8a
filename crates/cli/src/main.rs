//! `sitegen`: the thin command-line layer. Parses arguments, calls the build library, prints what
//! happened, and maps the outcome to an exit code (0 ok, 1 content or build errors, 2 usage).

mod serve;
mod signals;

// A build allocates and frees many small strings from every thread (views, template values, page
// HTML); mimalloc's per-thread heaps do that with less work than the system allocator
// (docs/decisions.md, measured in docs/benchmark.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use sitegen_pipeline::content::{self, Diagnostic};
use sitegen_pipeline::{BuildError, BuildOptions};

/// `sitegen --version`: the release version and the commit it was built from (build.rs).
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("SITEGEN_COMMIT"), ")");

#[derive(Parser)]
#[command(name = "sitegen", version = VERSION, about = "Builds the contractor website from content/ YAML into dist/")]
struct Cli {
    /// The site's repository root (holds content/, templates/, islands/).
    #[arg(long, global = true, default_value = ".")]
    root: PathBuf,
    /// Output folder; relative paths are taken from --root.
    #[arg(long, global = true, default_value = "dist")]
    out: PathBuf,
    /// Publish for this host instead of the one content/site.yaml names: netlify, cloudflare,
    /// github-pages, s3 or generic (docs/deploy.md).
    #[arg(long, global = true, value_parser = content::Host::parse)]
    host: Option<content::Host>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the complete site into the output folder (the previous one stays until the build succeeds).
    Build {
        /// Treat warnings as errors.
        #[arg(long)]
        strict: bool,
        /// Allow routes listed in content/.routes.lock to disappear (they are removed from it).
        #[arg(long)]
        accept_removed: bool,
        /// This build is what goes live: record its pages' addresses in content/.routes.lock, so
        /// none can disappear unnoticed (the editor's Publish does it; use this when you publish by
        /// pushing commits yourself).
        #[arg(long)]
        record_routes: bool,
        /// Print how long each stage took.
        #[arg(long)]
        timings: bool,
    },
    /// Validate content and templates without writing anything; print warnings.
    Check {
        /// Treat warnings as errors.
        #[arg(long)]
        strict: bool,
        /// Allow routes listed in content/.routes.lock to disappear (they are removed from it).
        #[arg(long)]
        accept_removed: bool,
    },
    /// Start a new site in DIR: `sitegen init harbour-roofing --name "Harbour Roofing" --trade
    /// roofing --city Halifax --city Dartmouth --phone "(902) 555-0134" --email info@example.ca`.
    /// Asks for what is missing when run in a terminal.
    Init {
        dir: PathBuf,
        /// The business's name.
        #[arg(long)]
        name: Option<String>,
        /// The trade, in your words: roofing, plumbing, painting, landscaping, "snow removal", any
        /// other. On a site in two languages, one sitegen does not know is given in both:
        /// "chimney sweeping / ramonage".
        #[arg(long)]
        trade: Option<String>,
        /// A service the business offers (once per service), each a page: --service "Interior painting".
        /// On a site in two languages, in both: "Lawn care / Entretien de pelouse". Left out: the
        /// trade's usual services, or three to rename.
        #[arg(long = "service")]
        services: Vec<String>,
        /// Whether the business answers emergencies day and night (yes or no); left out: as the
        /// trade usually does (asked in a terminal when sitegen does not know the trade).
        #[arg(long, value_parser = yes_no)]
        emergencies: Option<bool>,
        /// A city the business works in (once per city); each gets a page.
        #[arg(long = "city")]
        cities: Vec<String>,
        /// The business phone number, like (902) 555-0134.
        #[arg(long)]
        phone: Option<String>,
        /// The business e-mail address.
        #[arg(long)]
        email: Option<String>,
        /// en-CA (English), fr-CA (French), or both, the first at the site's own addresses and the
        /// second under its folder: en-CA,fr-CA (French at /fr/...) or fr-CA,en-CA.
        #[arg(long, default_value = "en-CA")]
        language: String,
    },
    /// Say that a value `sitegen init` made up is true after all: `sitegen confirm
    /// content/site.yaml:40` (the place `sitegen check` names). Check stops naming it.
    Confirm {
        /// The place, as check prints it: FILE:LINE (a column after it is ignored).
        place: String,
    },
    /// Write the JSON Schema of the content files to content/.schema/ and point every YAML file at it.
    Schema,
    /// Create a new page from the nearest existing one.
    New {
        #[command(subcommand)]
        what: New,
    },
    /// List the templates built into sitegen, or copy one into templates/ to change it there.
    Theme {
        #[command(subcommand)]
        what: Option<ThemeCommand>,
    },
    /// Whether a date has passed since the live build (an offer started or ended), so the site must
    /// be rebuilt today: prints `rebuild: ...` or `nothing to do: ...`. The publishing workflow's
    /// daily run asks this (docs/deploy.md, "Dates without publishing").
    Schedule {
        /// The live build's day, like 2027-01-30; left out: read from the live site's build.json
        /// (at site.yaml's base_url).
        #[arg(long)]
        since: Option<String>,
        /// Also write rebuild=true or rebuild=false to this file (the workflow's $GITHUB_OUTPUT).
        #[arg(long)]
        output: Option<PathBuf>,
        /// Print the daily run's cron line for site.yaml's time_zone instead.
        #[arg(long)]
        cron: bool,
    },
    /// Serve the output folder on 127.0.0.1 like a static host, rebuilding when sources change.
    Serve {
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Serve what is in the output folder without building first.
        #[arg(long)]
        no_build: bool,
    },
}

#[derive(Subcommand)]
enum ThemeCommand {
    /// Copy a built-in template into the site's templates/ folder, where it replaces the built-in
    /// one: `sitegen theme copy partials/footer.html`.
    Copy { name: String },
}

#[derive(Subcommand)]
enum New {
    /// A city landing page: `sitegen new city "Grande Prairie" --like red-deer`.
    City {
        name: String,
        /// Copy this city's page (its address, like red-deer); by default the shortest city page
        /// that links to service pages of its own.
        #[arg(long)]
        like: Option<String>,
    },
    /// A service page: `sitegen new service "Drain cleaning"` for the whole site (/drain-cleaning),
    /// `sitegen new service red-deer "Furnace repair"` for one city (/red-deer/furnace-repair).
    ///
    /// The page is copied from the nearest service page; the lines still saying what that page
    /// said are marked `# EXAMPLE:` (a page of the whole site: `sitegen check` names each one) or
    /// `# TODO:` (a city's: the site does not build until each is rewritten). A card for it is added
    /// where the site lists its services (the home page's, the city's), and to the quote form's
    /// menu when that lists every service. On a site in two languages the second language's page
    /// is made too, its name marked to translate.
    #[command(override_usage = "sitegen new service [CITY] NAME [--translation NAME]")]
    Service {
        /// The service's name in words, accents and all ("Inspection par caméra": quotes around a
        /// name of several words), or as an address (furnace-repair). Before it, a city of
        /// content/data/cities.yaml (red-deer or "Red Deer") makes the page that city's.
        #[arg(value_name = "NAME", required = true, num_args = 1..)]
        words: Vec<String>,
        /// On a site in two languages: the service's name in the second language, which gives its
        /// page its own address there ("Camera inspection": /en/camera-inspection); without it the
        /// page is at the same address under the language's folder, its name marked to translate.
        #[arg(long, value_name = "NAME")]
        translation: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => ExitCode::SUCCESS,
                _ => ExitCode::from(2),
            };
        }
    };
    let out = if cli.out.is_absolute() { cli.out.clone() } else { cli.root.join(&cli.out) };
    let mut opts = BuildOptions { root: cli.root.clone(), out, host: cli.host, ..BuildOptions::default() };
    match cli.command {
        Command::Build { strict, accept_removed, record_routes, timings } => {
            opts.strict = strict;
            opts.accept_removed = accept_removed;
            opts.record_routes = record_routes;
            opts.progress = terminal_progress();
            let watch = signals::Watch::install();
            let result = build(&opts, timings);
            match watch.received() {
                // A build that stopped for a signal says so, whatever step noticed it first (a
                // Ctrl-C in a terminal also stops the Node helpers).
                Some(sig) if result.is_err() => interrupted(sig),
                _ => report(&opts.root, result),
            }
        }
        Command::Check { strict, accept_removed } => {
            opts.strict = strict;
            opts.accept_removed = accept_removed;
            report(
                &opts.root,
                sitegen_pipeline::check(&opts).map(|r| {
                    let say = Said::of(&opts.root);
                    print_note(r.bundle_notice.as_deref());
                    print_warnings(&opts.root, &r.warnings);
                    for s in &r.scheduled {
                        let (file, line, column) = (s.file.display(), s.pos.line, s.pos.column);
                        println!("{} {file}:{line}:{column}: {}", say.it("scheduled:"), say.it(&s.what));
                    }
                    if let Some(pos) = r.review {
                        let (line, column) = (pos.line, pos.column);
                        println!("{} content/site.yaml:{line}:{column}: {}", say.it("review:"), say.it(REVIEW_ROLE));
                    }
                    let w = r.warnings.len();
                    match w {
                        0 => say.out(&format!("Checked {} pages: no problems found.", r.pages)),
                        _ => say.out(&format!("Checked {} pages: no errors, {w} warning{}.", r.pages, plural(w))),
                    }
                }),
            )
        }
        Command::Schema => schema(&opts.root),
        Command::Confirm { place } => confirm(&opts.root, &place),
        Command::Init { dir, name, trade, services, emergencies, cities, phone, email, language } => {
            init(&dir, InitAnswers { name, trade, services, emergencies, cities, phone, email, language })
        }
        Command::New { what } => new_page(&opts, what),
        Command::Theme { what } => theme(&opts.root, what),
        Command::Serve { port, no_build } => serve::run(&opts, port, no_build),
        Command::Schedule { since, output, cron } => schedule(&opts, since.as_deref(), output.as_deref(), cron),
    }
}

/// What `review: true` does, said by `check` at its line so that whoever reads the settings
/// knows the editor is held to it.
const REVIEW_ROLE: &str = "review is on: a change made in the preview editor is sent for review and goes live only when the owner merges it; \
    the editor cannot publish it, nor switch review off (that change is sent for review too). \
    A commit pushed straight to the site's branch (`git push`) is still published.";

/// `sitegen schedule`: the daily run's decision (or its cron line).
fn schedule(opts: &BuildOptions, since: Option<&str>, output: Option<&Path>, cron: bool) -> ExitCode {
    use sitegen_pipeline::schedule;
    let site = match sitegen_pipeline::stages::load(opts) {
        Ok(site) => site,
        Err(e) => return report(&opts.root, Err(e)),
    };
    if cron {
        return match schedule::cron(&site.settings) {
            Some(line) => {
                println!("{line}");
                ExitCode::SUCCESS
            }
            None => {
                eprintln!(
                    "error: content/site.yaml has no time_zone: write the business's zone, like time_zone: America/Edmonton, \
                     so the daily run is timed after midnight there"
                );
                ExitCode::from(1)
            }
        };
    }
    let today = sitegen_pipeline::build_day(site.settings.time_zone.as_ref());
    let live = match since {
        Some(day) => content::Day::parse(day).map_err(|e| format!("--since {day}: {e}")),
        None => live_day(site.settings.base_url.as_str()),
    };
    let (rebuild, why) = match live {
        Ok(live) => schedule::decide(&site, live, today),
        // A live site that cannot say when it was built is rebuilt: a day too many costs a build,
        // a day too few leaves an ended offer online.
        Err(e) => (true, format!("rebuild: the live build's day is unknown ({e})")),
    };
    println!("{why}");
    if let Some(path) = output {
        use std::io::Write as _;
        let written = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .and_then(|mut f| writeln!(f, "rebuild={rebuild}"));
        if let Err(e) = written {
            eprintln!("error: could not write {}: {e}", path.display());
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

/// The day of the live build, from `build.json` at the site's address (read with curl, which
/// every runner and desktop has, as git is used for publishing).
fn live_day(base_url: &str) -> Result<content::Day, String> {
    let url = format!("{}/{}", base_url.trim_end_matches('/'), sitegen_pipeline::schedule::BUILD_FILE);
    let out = std::process::Command::new("curl")
        .args(["-fsSL", "--max-time", "30", &url])
        .output()
        .map_err(|e| format!("curl could not run: {e}"))?;
    if !out.status.success() {
        return Err(format!("{url} could not be read: {}", String::from_utf8_lossy(&out.stderr).trim()));
    }
    let record: sitegen_pipeline::schedule::BuildRecord =
        serde_json::from_slice(&out.stdout).map_err(|_| format!("{url} is not a build record"))?;
    content::Day::parse(&record.day).map_err(|e| format!("{url}: {e}"))
}

/// A counter that rewrites its own line on standard error ("Photos: 120 of 446 made"), when that
/// is a terminal; on a pipe or in a CI log it would be noise, so there is none.
fn terminal_progress() -> Option<sitegen_pipeline::Progress> {
    use std::io::{IsTerminal, Write};
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let last = std::sync::Mutex::new(std::time::Instant::now() - std::time::Duration::from_secs(1));
    Some(std::sync::Arc::new(move |what: &str, done: usize, total: usize| {
        let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
        // Ten times a second at most, and always the last.
        if done < total && last.elapsed() < std::time::Duration::from_millis(100) {
            return;
        }
        *last = std::time::Instant::now();
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[2K{what}: {done} of {total} made");
        if done >= total {
            let _ = writeln!(err);
        }
        let _ = err.flush();
    }))
}

/// "yes" or "no" (in French too), as `--emergencies` and the question take it.
fn yes_no(answer: &str) -> Result<bool, String> {
    match answer.trim().to_lowercase().as_str() {
        "yes" | "y" | "oui" | "o" | "true" => Ok(true),
        "no" | "n" | "non" | "false" => Ok(false),
        other => Err(format!("`{other}` is not yes or no")),
    }
}

/// `sitegen confirm FILE:LINE`.
fn confirm(root: &Path, place: &str) -> ExitCode {
    let mut parts = place.trim().splitn(3, ':');
    let (file, line) = (parts.next().unwrap_or_default(), parts.next().and_then(|l| l.trim().parse::<u64>().ok()));
    let Some(line) = line.filter(|l| *l > 0 && !file.is_empty()) else {
        eprintln!(
            "error: `{place}` is not a place: write the file and the line as `sitegen check` prints them, like content/site.yaml:40"
        );
        return ExitCode::from(2);
    };
    match sitegen_pipeline::init::confirm(root, file, line) {
        Ok(values) => {
            let shown: Vec<String> = values.iter().map(|v| format!("`{}`", v.value)).collect();
            println!("Confirmed as true: {} ({file}:{line}). `sitegen check` no longer names it.", shown.join(" and "));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

/// `sitegen init`'s answers as given on the command line.
struct InitAnswers {
    name: Option<String>,
    trade: Option<String>,
    services: Vec<String>,
    emergencies: Option<bool>,
    cities: Vec<String>,
    phone: Option<String>,
    email: Option<String>,
    language: String,
}

/// `sitegen init DIR`: asks for what the flags left out (in a terminal), writes the site, checks it.
fn init(dir: &Path, a: InitAnswers) -> ExitCode {
    use content::init::Start;
    use content::wording::Language;
    use std::io::IsTerminal as _;
    let interactive = std::io::stdin().is_terminal();
    let ask = |question: &str| -> Option<String> {
        if !interactive {
            return None;
        }
        eprint!("{question} ");
        let mut line = String::new();
        std::io::stdin().read_line(&mut line).ok()?;
        Some(line.trim().to_owned()).filter(|l| !l.is_empty())
    };
    let name = a.name.or_else(|| ask("The business's name (like Harbour Roofing):"));
    let trade = a.trade.or_else(|| ask("Its trade, in your words (like roofing, painting or snow removal):"));
    let mut services = a.services;
    if services.is_empty()
        && let Some(list) = ask(
            "Its services, separated by commas (like Interior painting, Exterior painting; Enter for the usual ones):",
        )
    {
        services = list.split(',').map(|c| c.trim().to_owned()).filter(|c| !c.is_empty()).collect();
    }
    let mut emergencies = a.emergencies;
    if emergencies.is_none()
        && trade.as_deref().is_some_and(|t| !content::init::knows_trade(&content::init::halves(t).0))
        && let Some(answer) = ask("Does it answer emergencies, day and night? (yes or no):")
    {
        emergencies = yes_no(&answer).ok();
    }
    let mut cities = a.cities;
    if cities.is_empty()
        && let Some(list) = ask("The cities it works in, separated by commas (like Halifax, Dartmouth):")
    {
        cities = list.split(',').map(|c| c.trim().to_owned()).filter(|c| !c.is_empty()).collect();
    }
    let phone = a.phone.or_else(|| ask("The business phone number (like (902) 555-0134):"));
    let email = a.email.or_else(|| ask("The business e-mail address:"));
    let mut missing = Vec::new();
    for (flag, given) in [
        ("--name", name.is_some()),
        ("--trade", trade.is_some()),
        ("--city", !cities.is_empty()),
        ("--phone", phone.is_some()),
        ("--email", email.is_some()),
    ] {
        if !given {
            missing.push(flag);
        }
    }
    if !missing.is_empty() {
        eprintln!("error: sitegen init needs {} (or run it in a terminal to be asked).", missing.join(", "));
        return ExitCode::from(2);
    }
    let trade = trade.unwrap_or_default();
    let language_of = |l: &str| match l.trim() {
        "en" => Some(Language::EnCa),
        "fr" => Some(Language::FrCa),
        l => Language::from_tag(l),
    };
    let parts: Vec<&str> = a.language.split(',').collect();
    let languages: Vec<Option<Language>> = parts.iter().map(|l| language_of(l)).collect();
    let (language, second) = match languages.as_slice() {
        [Some(one)] => (*one, None),
        [Some(one), Some(two)] if one != two => (*one, Some(*two)),
        [Some(_), Some(_)] => {
            eprintln!(
                "error: `{}` names the same language twice: a site in two languages is en-CA,fr-CA (French under /fr/) or fr-CA,en-CA.",
                a.language
            );
            return ExitCode::from(2);
        }
        _ => {
            eprintln!(
                "error: `{}` is not a language sitegen writes: en-CA (English), fr-CA (French), or both, like en-CA,fr-CA.",
                a.language.trim()
            );
            return ExitCode::from(2);
        }
    };
    let start = Start {
        name: name.unwrap_or_default(),
        trade,
        services,
        emergencies,
        cities,
        phone: phone.unwrap_or_default(),
        email: email.unwrap_or_default(),
        language,
        second,
    };
    let started = std::time::Instant::now();
    let written = match sitegen_pipeline::init::init(dir, &start) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    println!(
        "Started a site in {} ({} files) in {:.1} s.",
        dir.display(),
        written.len(),
        started.elapsed().as_secs_f64()
    );
    let opts = BuildOptions { root: dir.to_path_buf(), out: dir.join("dist"), ..BuildOptions::default() };
    match sitegen_pipeline::check(&opts) {
        Ok(r) => {
            print_warnings(dir, &r.warnings);
            println!(
                "Checked {} pages: no errors, {} warnings to work through (each is an example to replace).",
                r.pages,
                r.warnings.len()
            );
            println!(
                "Next: sitegen serve --root {} opens the preview and its editor; docs/starting-a-site.md walks through the rest.",
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            // A bug of sitegen's, not the person's: the files are there to look at.
            eprintln!("error: the new site in {} does not pass `sitegen check`; please report this:", dir.display());
            report(dir, Err(e))
        }
    }
}

/// `sitegen theme`: which templates the site takes from the binary and which are its own;
/// `sitegen theme copy NAME` starts an override from the built-in file.
fn theme(root: &Path, what: Option<ThemeCommand>) -> ExitCode {
    use sitegen_pipeline::theme;
    let dir = root.join("templates");
    match what {
        None => {
            use std::io::Write as _;
            let own: std::collections::BTreeSet<String> =
                theme::Theme::new(&dir).own().unwrap_or_default().into_iter().collect();
            // Written without println!, so a closed pipe (`sitegen theme | head`) ends quietly.
            let mut out = std::io::stdout().lock();
            let mut lines =
                vec![format!("Templates built into sitegen (yours replace them file by file in {}):", dir.display())];
            for name in theme::built_in_names() {
                let mark = if own.contains(name) { "  (the site's own)" } else { "" };
                lines.push(format!("  {name}{mark}"));
            }
            for name in theme::Theme::new(&dir).unused() {
                lines.push(format!("  {name}  (the site's own; replaces nothing, so unused)"));
            }
            lines.push("Copy one to change it: sitegen theme copy partials/footer.html".to_owned());
            let _ = lines.iter().try_for_each(|l| writeln!(out, "{l}"));
            ExitCode::SUCCESS
        }
        Some(ThemeCommand::Copy { name }) => {
            let Some(source) = theme::built_in(&name) else {
                eprintln!("error: no built-in template is called `{name}`. `sitegen theme` lists them.");
                return ExitCode::from(2);
            };
            let path = dir.join(&name);
            if path.exists() {
                eprintln!(
                    "error: {} already exists: the site has its own {name}. Nothing was written.",
                    path.display()
                );
                return ExitCode::from(1);
            }
            let written =
                path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(&path, source));
            match written {
                Ok(()) => {
                    println!("Wrote {}: the site now uses it instead of the built-in one.", path.display());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: cannot write {}: {e}", path.display());
                    ExitCode::from(1)
                }
            }
        }
    }
}

pub(crate) fn build(opts: &BuildOptions, timings: bool) -> Result<(), BuildError> {
    let r = sitegen_pipeline::build(opts)?;
    let say = Said::of(&opts.root);
    let bundle = if r.bundle_rebuilt { ", islands bundled by Node" } else { "" };
    say.out(&format!(
        "Built {} pages and {} redirects for {} ({} distinct islands, {} of them rendered now in {:.2} s{bundle}; \
         {} photo files, {} of them encoded now) in {:.2} s -> {}",
        r.pages,
        r.redirects,
        r.host,
        r.islands,
        r.islands_rendered_now,
        r.island_render.as_secs_f64(),
        r.photos.encoded + r.photos.cached,
        r.photos.encoded,
        r.elapsed.as_secs_f64(),
        opts.out.display()
    ));
    if timings {
        println!("{:>9} {:>9} {:>10}  stage", "wall", "CPU", "peak mem");
        for lap in r.laps.stages() {
            let cpu = lap.cpu.map_or("-".to_owned(), |c| format!("{:.2} s", c.as_secs_f64()));
            let mem = lap.peak_memory.map_or("-".to_owned(), |m| format!("{} MiB", m >> 20));
            println!("{:>7.3} s {cpu:>9} {mem:>10}  {}", lap.wall.as_secs_f64(), lap.stage);
        }
    }
    print_note(r.bundle_notice.as_deref());
    print_warnings(&opts.root, &r.warnings);
    Ok(())
}

/// A note about the build itself (not about content): printed, never a warning `--strict` fails on.
pub(crate) fn print_note(note: Option<&str>) {
    if let Some(note) = note {
        eprintln!("note: {note}");
    }
}

/// What `check` and `build` print, in the site's first language (site.yaml's `language:`),
/// from the catalogue of [`content::messages`]: English as written, French translated.
#[derive(Clone, Copy)]
struct Said(content::wording::Language);

impl Said {
    fn of(root: &Path) -> Said {
        Said(content::schema::site_language(&root.join("content")))
    }
    fn it(self, text: &str) -> String {
        content::messages::translate_lines(text, self.0)
    }
    fn out(self, text: &str) {
        println!("{}", self.it(text));
    }
    fn err(self, text: &str) {
        eprintln!("{}", self.it(text));
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn print_warnings(root: &Path, warnings: &[Diagnostic]) {
    let say = Said::of(root);
    for w in warnings {
        eprintln!("{} {}", say.it("warning:"), w.render_in(root, say.0));
    }
}

fn schema(root: &Path) -> ExitCode {
    match content::schema::write_schemas(&root.join("content")) {
        Ok(r) => {
            println!(
                "Wrote {} schema file(s) to content/.schema/ and pointed {} YAML file(s) at them.",
                r.schemas.len(),
                r.files_updated.len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: cannot write the schema: {e}");
            ExitCode::from(1)
        }
    }
}

/// Creates the page, then loads the whole site: a page that would not build is taken back out.
fn new_page(opts: &BuildOptions, what: New) -> ExitCode {
    use sitegen_pipeline::scaffold::{NewPage, NewPageError, Notes};
    let what = match what {
        New::City { name, like } => NewPage::City { name, like },
        New::Service { mut words, translation } => {
            if words.len() > 2 {
                eprintln!(
                    "error: `sitegen new service` takes the service's name, after a city for a city's page: put a name of several words in quotes, like\n  sitegen new service \"{}\"\n  sitegen new service {} \"{}\"",
                    words.join(" "),
                    words[0],
                    words[1..].join(" ")
                );
                return ExitCode::from(2);
            }
            let service = words.pop().unwrap_or_default();
            NewPage::Service { city: words.pop(), service, translation }
        }
    };
    let made = match sitegen_pipeline::scaffold::new_page(opts, &what) {
        Ok(made) => made,
        Err(e) => {
            if let NewPageError::WouldNotBuild { problems, .. } = &e {
                eprintln!("{}", problems.render(&opts.root));
            }
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    for rel in &made.written {
        println!("wrote content/{}", rel.display());
    }
    let model = made.model.strip_prefix(&opts.root).unwrap_or(&made.model).display();
    match made.notes {
        Notes::Todo => println!(
            "New page {} copied from {model}. Change the lines marked `# TODO:`, then preview with `sitegen serve`.",
            made.route
        ),
        Notes::Example => println!(
            "New page {} copied from {model}. Write your own words on the lines marked `# EXAMPLE:` (`sitegen check` names each one), then preview with `sitegen serve`.",
            made.route
        ),
    }
    for route in &made.translations {
        println!("Its page in the site's other language: {route}, marked the same way.");
    }
    if !made.advice.is_empty() {
        println!("You may also want to:");
        for line in &made.advice {
            println!("  {line}");
        }
    }
    ExitCode::SUCCESS
}

fn interrupted(sig: i32) -> ExitCode {
    eprintln!("{} received: {}", signals::name(sig), BuildError::Cancelled);
    eprintln!("error: build interrupted; nothing was written.");
    ExitCode::from(128 + sig as u8)
}

fn report(root: &Path, result: Result<(), BuildError>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let say = Said::of(root);
            if matches!(e, BuildError::Strict(_)) {
                say.err("Warnings are errors with --strict:");
            }
            eprintln!("{}", e.render_in(root, say.0).trim_end());
            let n = e.count();
            say.err(&format!("error: {n} problem{} found; nothing was written.", plural(n)));
            ExitCode::from(1)
        }
    }
}
