//! The editors' schema cannot drift: the committed `content/.schema/` is what the types generate now,
//! every content file names its schema on its first line and validates against it, and the YAML
//! examples of `docs/editing-content.md` parse with the content types.

use std::fs;
use std::path::{Path, PathBuf};

use sitegen_content::parse_yaml;
use sitegen_content::raw::{City, PageFile, Redirect, SiteConfig, Testimonial};
use sitegen_content::schema::{modeline, schema_for, schema_text, schemas};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn yaml_files(content: &Path) -> Vec<PathBuf> {
    walkdir::WalkDir::new(content)
        .sort_by_file_name()
        .into_iter()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .map(|e| e.path().to_path_buf())
        .collect()
}

#[test]
fn the_committed_schema_is_what_the_types_generate() {
    let dir = repo().join("content/.schema");
    for (name, schema) in schemas() {
        let committed = fs::read_to_string(dir.join(name)).unwrap_or_default();
        assert!(
            committed == schema_text(&schema),
            "content/.schema/{name} is stale: run `sitegen schema` and commit it"
        );
    }
    let files = fs::read_dir(&dir).unwrap().count();
    assert_eq!(files, schemas().len(), "content/.schema/ holds a file no type generates");
}

#[test]
fn every_content_file_names_its_schema_and_validates_against_it() {
    let content = repo().join("content");
    let mut checked = 0;
    for path in yaml_files(&content) {
        let rel = path.strip_prefix(&content).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        let line = modeline(rel).unwrap_or_else(|| panic!("{} has no schema", rel.display()));
        assert_eq!(text.lines().next(), Some(line.as_str()), "first line of content/{}", rel.display());

        let schema_path = content.join(".schema").join(schema_for(rel).unwrap());
        let schema: serde_json::Value = serde_json::from_str(&fs::read_to_string(schema_path).unwrap()).unwrap();
        let validator = jsonschema::validator_for(&schema).expect("a valid schema");
        let value: serde_json::Value = parse_yaml(&text).unwrap_or_else(|e| panic!("{}: {e:?}", rel.display()));
        let errors: Vec<String> =
            validator.iter_errors(&value).map(|e| format!("{} at {}", e, e.instance_path)).collect();
        assert!(errors.is_empty(), "content/{} does not match its schema:\n{}", rel.display(), errors.join("\n"));
        checked += 1;
    }
    assert!(checked > 50, "only {checked} files checked");
}

#[test]
fn the_schema_rejects_what_the_generator_rejects() {
    let schemas = schemas();
    let page = &schemas.iter().find(|(n, _)| *n == "page.schema.json").unwrap().1;
    let validator = jsonschema::validator_for(page).unwrap();
    for bad in [
        "sections:\n  - faqs: {}\n",
        "sections:\n  - hero: { title: T, eyebrw: x }\n",
        "sections:\n  - cards: { items: [{ title: T, description: D, icon: flme }] }\n",
        "city: Red Deer\nsections: []\n",
        "sections:\n  - links: { title: T, items: [{ text: x, href: \"javascript:alert(1)\" }] }\n",
    ] {
        let value: serde_json::Value = parse_yaml(bad).unwrap();
        assert!(!validator.is_valid(&value), "schema accepts {bad:?}");
        assert!(parse_yaml::<PageFile>(bad).is_err(), "generator accepts {bad:?}");
    }
}

/// Replaces the top-level keys of `fragment` in `full` (both YAML mappings, keys at column 1).
fn merge_top_level(full: &str, fragment: &str) -> String {
    let keys: Vec<&str> = fragment
        .lines()
        .filter(|l| !l.starts_with([' ', '#', '-']) && l.contains(':'))
        .map(|l| l.split(':').next().unwrap())
        .collect();
    let mut out = String::new();
    let mut skipping = false;
    for line in full.lines() {
        if !line.starts_with([' ', '#', '-']) && !line.is_empty() {
            skipping = keys.contains(&line.split(':').next().unwrap_or(""));
        }
        if !skipping {
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(fragment);
    out
}

#[test]
fn the_examples_in_the_editing_guide_parse_with_the_content_types() {
    let doc = fs::read_to_string(repo().join("docs/editing-content.md")).unwrap();
    let site = fs::read_to_string(repo().join("content/site.yaml")).unwrap();
    let blocks: Vec<&str> = doc.split("```yaml\n").skip(1).map(|b| b.split("```").next().unwrap()).collect();
    assert!(blocks.len() >= 7, "{} examples", blocks.len());
    for block in blocks {
        let file = block.lines().next().and_then(|l| l.strip_prefix("# ")).expect("each example names its file");
        let result = match file {
            "content/site.yaml" => parse_yaml::<SiteConfig>(&merge_top_level(&site, block)).map(|_| ()),
            "content/data/testimonials.yaml" => parse_yaml::<Vec<Testimonial>>(block).map(|_| ()),
            "content/data/cities.yaml" => parse_yaml::<Vec<City>>(block).map(|_| ()),
            "content/redirects.yaml" => parse_yaml::<Vec<Redirect>>(block).map(|_| ()),
            f if f.starts_with("content/pages/") => parse_yaml::<PageFile>(block).map(|_| ()),
            other => panic!("example for unknown file {other}"),
        };
        assert!(result.is_ok(), "example for {file} does not parse: {result:?}\n{block}");
        // The example is taken from the real file: each of its lines is in it.
        let real = fs::read_to_string(repo().join(file)).unwrap();
        for line in block.lines().skip(1) {
            assert!(real.contains(line), "{file} no longer has the line {line:?}: update docs/editing-content.md");
        }
    }
}
