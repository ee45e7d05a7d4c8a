//! The `sitegen` binary's integration tests, as one test binary: cargo builds every file directly
//! under `tests/` as a binary of its own, each linked against the whole pipeline; as modules of one
//! binary they are linked once.

mod broken;
mod build;
mod common;
mod drills;
mod editing;
mod examples;
mod found;
mod french;
mod hosts;
mod init;
mod mistakes;
mod published;
mod schedule;
mod standalone;
