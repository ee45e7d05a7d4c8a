//! Prints content YAML files as one JSON object `{path: value}`, read exactly as the generator
//! reads them (YAML 1.2, strict booleans, budgets). Used by the hostile-content fixture
//! (`tests/e2e/hostile/make_site.py`), which rewrites the values and writes them back as JSON.
//!
//! `cargo run -q -p sitegen-content --example yaml_to_json -- content/site.yaml content/pages/index.yaml`

fn main() -> std::process::ExitCode {
    let mut out = serde_json::Map::new();
    for path in std::env::args().skip(1) {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                return std::process::ExitCode::FAILURE;
            }
        };
        match sitegen_content::parse_yaml::<serde_json::Value>(&text) {
            Ok(value) => {
                out.insert(path, value);
            }
            Err((pos, message)) => {
                eprintln!("{path}:{}:{}: {message}", pos.line, pos.column);
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    println!("{}", serde_json::Value::Object(out));
    std::process::ExitCode::SUCCESS
}
