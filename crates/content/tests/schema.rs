//! The editors' schema cannot drift: the committed `content/.schema/` is what the types generate now,
//! every content file names its schema on its first line and validates against it, and the YAML
//! examples of `docs/editing-content.md` parse with the content types.

use std::fs;
use std::path::{Path, PathBuf};

use sitegen_content::parse_yaml;
use sitegen_content::raw::{City, PageFile, Plan, Redirect, SiteConfig, Testimonial};
use sitegen_content::schema::{kinds, modeline, schema_for, schema_text, schemas, type_names};

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
    // One validator per schema: compiling one is most of the cost (the pages share page.schema.json).
    let mut validators = std::collections::HashMap::new();
    for path in yaml_files(&content) {
        let rel = path.strip_prefix(&content).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        let line = modeline(rel).unwrap_or_else(|| panic!("{} has no schema", rel.display()));
        assert_eq!(text.lines().next(), Some(line.as_str()), "first line of content/{}", rel.display());

        let name = schema_for(rel).unwrap();
        let validator = validators.entry(name).or_insert_with_key(|name| {
            let schema_path = content.join(".schema").join(name);
            let schema: serde_json::Value = serde_json::from_str(&fs::read_to_string(schema_path).unwrap()).unwrap();
            jsonschema::validator_for(&schema).expect("a valid schema")
        });
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
    let quote_form = fs::read_to_string(repo().join("content/data/quote-form.yaml")).unwrap();
    let blocks: Vec<&str> = doc.split("```yaml\n").skip(1).map(|b| b.split("```").next().unwrap()).collect();
    assert!(blocks.len() >= 7, "{} examples", blocks.len());
    for block in blocks {
        let file = block.lines().next().and_then(|l| l.strip_prefix("# ")).expect("each example names its file");
        let result = match file {
            "content/site.yaml" => parse_yaml::<SiteConfig>(&merge_top_level(&site, block)).map(|_| ()),
            "content/data/testimonials.yaml" => parse_yaml::<Vec<Testimonial>>(block).map(|_| ()),
            "content/data/cities.yaml" => parse_yaml::<Vec<City>>(block).map(|_| ()),
            "content/data/quote-form.yaml" => {
                parse_yaml::<sitegen_content::raw::QuoteFormContent>(&merge_top_level(&quote_form, block)).map(|_| ())
            }
            "content/data/plans.yaml" => {
                parse_yaml::<std::collections::BTreeMap<String, sitegen_content::raw::Plan>>(block).map(|_| ())
            }
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

fn validator(name: &str) -> jsonschema::Validator {
    let schema = schemas().into_iter().find(|(n, _)| *n == name).unwrap().1;
    jsonschema::validator_for(&schema).unwrap()
}

/// Both ways: for each page the schema and the generator give the same verdict, on values at the
/// edges of each rule (text that is a number, blank text, prices, links, buttons, sections).
#[test]
fn the_schema_and_the_generator_agree_on_edge_values() {
    let page = validator("page.schema.json");
    // Every page needs its one hero (`resolve_page`); the cases vary what comes after it.
    let section = |s: &str| format!("sections:\n  - hero: {{ title: H }}\n  - {s}\n");
    // A plan of data/plans.yaml.
    let plan = |price: &str| {
        format!("basic: {{ name: N, price: {price}, features: [a], action: {{ label: L, call: true }} }}\n")
    };
    let mut plan_cases = Vec::new();
    let button = |b: &str| section(&format!("cta: {{ title: T, actions: [{b}] }}"));
    let link = |h: &str| section(&format!("links: {{ title: T, items: [{{ text: x, href: \"{h}\" }}] }}"));
    let mut cases = vec![
        "title: 2024\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: true\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: 1.5\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: 0x1F\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: .nan\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: -3\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: ~\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "city: 123\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "city: -12\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "city: true\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "city: 1.5\nsections: [{ hero: { title: H } }]\n".to_owned(),
        section("areas: { title: T, list: 2024 }"),
        section("areas: { title: T, list: true }"),
        "noindex: 'true'\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "noindex: 'True'\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "noindex: 'no'\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "noindex: ' false'\nsections: [{ hero: { title: H } }]\n".to_owned(),
        section("steps: { title: T, items: [], start: '+3' }"),
        section("steps: { title: T, items: [], start: '0x10' }"),
        section("steps: { title: T, items: [], start: ' 3' }"),
        section("steps: { title: T, items: [], start: '1_000' }"),
        section("steps: { title: T, items: [], start: '007' }"),
        section("steps: { title: T, items: [], start: '-0' }"),
        section("steps: { title: T, items: [], start: '3' }"),
        section("steps: { title: T, start: 0x10, items: [] }"),
        section("gallery: { title: T, items: [{ image: { src: /a.svg, width: '480', height: 10, alt: '' } }] }"),
        section("gallery: { title: T, items: [{ image: { src: /a.svg, width: 480, height: 10, alt: 12 } }] }"),
        "title:\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: ''\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "title: ' '\nsections: [{ hero: { title: H } }]\n".to_owned(),
        "noindex: yes\nsections: [{ hero: { title: H } }]\n".to_owned(),
        section("offer: {}"),
        section("offer:"),
        section("offer: {}\n    hero: { title: T }"),
        section("{}"),
        section("hero"),
        "sections: []\n".to_owned(),
        "sections: [{ cta: { title: T, actions: [] } }]\n".to_owned(),
        "sections: [{ not_found: { code: '404', title: T, action: { label: L, href: / } } }]\n".to_owned(),
        section("hero: { title: T, actions: [] }"),
        section("not_found: { code: '404', title: T, action: { label: L, href: / } }"),
        section("steps: { title: T, items: [], start: 3 }"),
        section("steps: { title: T, items: [], start: -1 }"),
        section("steps: { title: T, items: [], start: 2.5 }"),
        section("cards: { items: [{ title: T, description: D, icon: flame }] }"),
        section("cards: { items: [{ title: T, description: D, icon: }] }"),
        section("cards: { items: [{ title: T, description: D }], tone: muted }"),
        section("cards: { items: [{ title: T, description: D }], tone: }"),
        button("{ label: L, call: true }"),
        button("{ label: L, href: /x }"),
        button("{ label: L, href: /x, call: false }"),
        button("{ label: L, href: /x, call: true }"),
        button("{ label: L }"),
        button("{ label: L, call: 'true' }"),
        button("{ label: L, call: ' True', href: /x }"),
        button("{ label: L, call: 'false', href: /x }"),
        button("{ label: L, href: , call: true }"),
        button("{ label: L, href: }"),
    ];
    for p in [
        "$149",
        "$1,299",
        "$1299",
        "$89.99",
        "Custom",
        "Free estimate",
        "' $149 '",
        "149",
        "'149'",
        "$",
        "$1,29",
        "$12,9999",
        "$89.9",
        "$14 9",
        "from $149",
        "''",
        "149$",
        "14.5",
        "yes",
        "",
        "' '",
    ] {
        plan_cases.push(plan(p));
    }
    for h in [
        "/",
        "/calgary",
        "/quote?service=x#f",
        "#plans",
        "#",
        "//evil",
        "/\\\\x",
        "https://example.ca",
        "https://example.ca/x?y#z",
        "https://a?b.c",
        "https://user@x.ca",
        "https://localhost",
        "http://example.ca",
        "mailto:info@example.ca",
        "mailto:info@example.ca?subject=Hi",
        "mailto:info@example",
        "mailto:a@b..c",
        "tel:+14035550142",
        "tel:403-555-0142",
        "tel:555-0142",
        "tel:(043)555-0142",
        "javascript:alert(1)",
        "/a b",
        "/a\u{00a0}b",
        "/caf\u{e9}",
        "",
    ] {
        cases.push(link(h));
    }
    let mut disagree = Vec::new();
    for yaml in &cases {
        let value: serde_json::Value = match parse_yaml(yaml) {
            Ok(v) => v,
            Err(_) => continue, // not YAML at all: both refuse it
        };
        // The parse, and `resolve_page`'s rule of one hero (or not-found) section per page.
        let tool = parse_yaml::<PageFile>(yaml).is_ok() && {
            let page: serde_json::Value = parse_yaml(yaml).unwrap();
            let sections = page["sections"].as_array().unwrap();
            sections.iter().filter(|s| s.get("hero").is_some() || s.get("not_found").is_some()).count() == 1
        };
        let schema = page.is_valid(&value);
        if tool != schema {
            disagree.push(format!("tool {tool}, schema {schema}: {yaml}"));
        }
    }
    let plans = validator("plans.schema.json");
    for yaml in &plan_cases {
        let value: serde_json::Value = parse_yaml(yaml).unwrap();
        let tool = parse_yaml::<std::collections::BTreeMap<String, Plan>>(yaml).is_ok();
        let schema = plans.is_valid(&value);
        if tool != schema {
            disagree.push(format!("tool {tool}, schema {schema}: {yaml}"));
        }
    }
    assert!(disagree.is_empty(), "{}", disagree.join("\n"));
}

/// Every field an editor can write, as `Type.field`, with its description (None when the field has
/// no doc comment of its own).
fn fields(schema: &serde_json::Value) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let add = |out: &mut Vec<_>, owner: &str, s: &serde_json::Value| {
        for (name, field) in s.get("properties").and_then(|p| p.as_object()).into_iter().flatten() {
            let own = field.get("description").and_then(|d| d.as_str()).map(str::to_owned);
            out.push((format!("{owner}.{name}"), own));
        }
    };
    add(&mut out, "(file)", schema);
    for (name, def) in schema.get("$defs").and_then(|d| d.as_object()).into_iter().flatten() {
        add(&mut out, name, def);
        // A section type's doc comment describes it as a field of a section.
        for alt in def.get("oneOf").and_then(|o| o.as_array()).into_iter().flatten() {
            if alt.get("properties").is_some_and(|p| p.as_object().is_some_and(|p| p.len() == 1)) {
                let kind = alt["properties"].as_object().unwrap().keys().next().unwrap().clone();
                let own = alt.get("description").and_then(|d| d.as_str()).map(str::to_owned);
                out.push((format!("{name}.{kind}"), own));
            }
        }
    }
    out
}

#[test]
fn every_field_says_what_it_is_in_one_plain_line() {
    let generated: Vec<serde_json::Value> = kinds().into_iter().map(|k| k.generated).collect();
    let mut missing = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for schema in &generated {
        for (field, description) in fields(schema) {
            if seen.insert(field.clone()) && description.is_none() {
                missing.push(field);
            }
        }
    }
    assert!(missing.is_empty(), "{} fields without a doc comment:\n{}", missing.len(), missing.join("\n"));
}

/// The words of every title, description and message a hover or a diagnostic can show.
fn shown(schema: &serde_json::Value, out: &mut Vec<String>) {
    match schema {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                match (k.as_str(), v) {
                    (
                        "title" | "description" | "markdownDescription" | "errorMessage",
                        serde_json::Value::String(s),
                    ) => out.push(s.clone()),
                    ("enumDescriptions" | "markdownEnumDescriptions", serde_json::Value::Array(a)) => {
                        out.extend(a.iter().filter_map(|s| s.as_str().map(str::to_owned)))
                    }
                    _ => shown(v, out),
                }
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|v| shown(v, out)),
        _ => {}
    }
}

#[test]
fn no_hover_or_message_shows_a_rust_type_name() {
    let generated: Vec<serde_json::Value> = kinds().into_iter().map(|k| k.generated).collect();
    let mut names: Vec<String> = generated.iter().flat_map(type_names).collect();
    // Names that are also plain words (`Plan`, `Text`) may appear; CamelCase ones and our value types may not.
    names.retain(|n| n.chars().skip(1).any(char::is_uppercase) || ["Words", "Href", "Slug"].contains(&n.as_str()));
    names.extend(["Array_of".to_owned(), "Map_of".to_owned(), "Option<".to_owned(), "Vec<".to_owned()]);
    for (file, schema) in schemas() {
        let mut texts = Vec::new();
        shown(&schema, &mut texts);
        for text in texts {
            for name in &names {
                let whole_word = text.split(|c: char| !c.is_alphanumeric() && c != '_' && c != '<').any(|w| w == name)
                    || (name.ends_with(['<', 'f']) && text.contains(name.as_str()));
                assert!(!whole_word, "{file} shows `{name}`: {text}");
            }
            assert!(!text.contains('\n') || text.contains("\n\n"), "{file}: a description wraps: {text}");
        }
        assert!(schema.to_string().find("$ref").is_none(), "{file} still has a $ref");
    }
}

/// Each value type's pattern is its parser's rule: the same verdict on every sample.
#[test]
fn each_value_pattern_is_its_parsers_rule() {
    use sitegen_content::{Email, EndpointUrl, Href, Phone, Price, Slug};
    let site = schemas().into_iter().find(|(n, _)| *n == "site.schema.json").unwrap().1;
    let page = schemas().into_iter().find(|(n, _)| *n == "page.schema.json").unwrap().1;
    let plans = schemas().into_iter().find(|(n, _)| *n == "plans.schema.json").unwrap().1;
    let plan = &plans["additionalProperties"];
    /// A value type: its name, its schema, and whether its parser takes a text.
    type ValueType<'a> = (&'a str, &'a serde_json::Value, fn(&str) -> bool);
    let value_schemas: [ValueType; 6] = [
        ("phone", &site["properties"]["phone"], |s| Phone::parse(s).is_ok()),
        ("email", &site["properties"]["email"]["properties"]["general"], |s| Email::parse(s).is_ok()),
        ("link", &site["properties"]["base_url"], |s| Href::parse(s).is_ok()),
        ("form url", &site["properties"]["leads"]["properties"]["url"], |s| EndpointUrl::parse(s).is_ok()),
        ("price", &plan["properties"]["price"], |s| Price::parse(s).is_ok()),
        ("slug", &page["properties"]["city"], |s| Slug::parse(s).is_ok()),
    ];
    let samples = [
        "(403) 555-0142",
        "403-555-0142",
        "1-403-555-0142",
        "+1 403 555 0142",
        "4035550142",
        "14035550142",
        "555-0142",
        "(043) 555-0142",
        "403-155-0142",
        "403-555-HEAT",
        "24035550142",
        " 403.555.0142 ",
        "403 555 01422",
        "info@example.ca",
        "a.b+c@x-y.example.ca",
        "info@example",
        "@x.ca",
        "a b@x.ca",
        "a@.ca",
        "a@b..c",
        "a@b.c-",
        "a@-b.c",
        "/",
        "/calgary",
        "//evil",
        "/\\x",
        "#a",
        "#",
        "https://example.ca",
        "https://a?b.c",
        "https://user@x.ca",
        "https://x.ca/a b",
        "mailto:info@example.ca",
        "mailto:info@example.ca?subject=x",
        "mailto:info",
        "tel:4035550142",
        "tel:+1(403)555-0142",
        "tel:403 555 0142",
        "tel:5550142",
        "javascript:alert(1)",
        "http://example.ca",
        "https://formspree.io/f/abc",
        "http://127.0.0.1:8080/",
        "http://localhost/x",
        "https://localhost",
        "https://[::1]:99/",
        "https://example.ca:65535/",
        "https://example.ca:65536/",
        "https://example.ca:/",
        "https://example.ca/#x",
        "https://-a.ca",
        "https://a-.ca",
        "https://a..ca",
        "https://a.ca.",
        "https://a.-b",
        "http://example.ca/",
        "$149",
        "$1,299",
        "$1299",
        "$89.99",
        "Custom",
        "Free estimate",
        " $149 ",
        "149",
        "$",
        "$1,29",
        "$12,9999",
        "$89.9",
        "$14 9",
        "from $149",
        "",
        " ",
        "149$",
        "$0.50",
        "furnace-repair",
        "a",
        "a1-b2",
        "Furnace",
        "a--b",
        "-a",
        "a-",
        "a_b",
        "123",
        "\u{a0}",
        "caf\u{e9}",
    ];
    let mut disagree = Vec::new();
    for (what, schema, parse) in value_schemas {
        let validator = jsonschema::validator_for(schema).unwrap();
        for s in samples {
            let (tool, schema) = (parse(s), validator.is_valid(&serde_json::json!(s)));
            if tool != schema {
                disagree.push(format!("{what} {s:?}: tool {tool}, schema {schema}"));
            }
        }
    }
    assert!(disagree.is_empty(), "{}", disagree.join("\n"));
}
