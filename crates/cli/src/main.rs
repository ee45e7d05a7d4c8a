//! `sitegen`: the thin command-line layer. Parses arguments, calls the build library, prints what
//! happened, and maps the outcome to an exit code (0 ok, 1 content or build errors, 2 usage).

mod serve;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use sitegen_build::{BuildError, BuildOptions};

#[derive(Parser)]
#[command(name = "sitegen", version, about = "Builds the contractor website from content/ YAML into dist/")]
struct Cli {
    /// The site's repository root (holds content/, templates/, islands/).
    #[arg(long, global = true, default_value = ".")]
    root: PathBuf,
    /// Output folder; relative paths are taken from --root.
    #[arg(long, global = true, default_value = "dist")]
    out: PathBuf,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the complete site into the output folder (the previous one stays until the build succeeds).
    Build,
    /// Validate content and templates without writing anything.
    Check,
    /// Serve the output folder on 127.0.0.1 like a static host, rebuilding when sources change.
    Serve {
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Serve what is in the output folder without building first.
        #[arg(long)]
        no_build: bool,
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
    let opts = BuildOptions { root: cli.root.clone(), out };
    match cli.command {
        Command::Build => report(build(&opts)),
        Command::Check => {
            report(sitegen_build::check(&opts.root).map(|n| println!("Checked {n} pages: no problems found.")))
        }
        Command::Serve { port, no_build } => serve::run(&opts, port, no_build),
    }
}

pub(crate) fn build(opts: &BuildOptions) -> Result<(), BuildError> {
    let r = sitegen_build::build(opts)?;
    let bundle = if r.bundle_rebuilt { ", islands re-bundled" } else { "" };
    println!(
        "Built {} pages and {} redirects ({} distinct islands rendered in {:.2} s{bundle}) in {:.2} s -> {}",
        r.pages,
        r.redirects,
        r.islands,
        r.island_render.as_secs_f64(),
        r.elapsed.as_secs_f64(),
        opts.out.display()
    );
    for w in &r.warnings {
        eprintln!("warning: {w}");
    }
    Ok(())
}

fn report(result: Result<(), BuildError>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", e.to_string().trim_end());
            let n = e.count();
            eprintln!("error: {n} problem{} found; nothing was written.", if n == 1 { "" } else { "s" });
            ExitCode::from(1)
        }
    }
}
