//! YAML text -> page model: any input either parses or yields a positioned message; never a panic,
//! a hang or unbounded memory (the depth, alias and size budgets of `parse_yaml`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sitegen_content::parse_yaml;
use sitegen_content::raw::PageFile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err((_, message)) = parse_yaml::<PageFile>(text) {
        assert!(!message.is_empty(), "an error without a message");
    }
});
