//! Turns the schema `schemars` derives into one an editor's YAML plug-in explains in plain words.
//!
//! yaml-language-server (the engine of VS Code's YAML extension) shows a schema's `title` and
//! `description` on hover and its `errorMessage` instead of its own wording, and names a type by its
//! `title` (or the last part of a `$ref`) when a value has the wrong shape. So:
//!
//! - every type is inlined (no `$ref`, hence no `Words` or `PageFile` in a message), and every object
//!   gets a plain title from [`TITLES`] or its section's module (`Plan`, `Button`); the schema of a new struct fails to
//!   generate until it has one;
//! - a section (`- hero: {...}`) is one object whose single key must be a section type, so a wrong
//!   type reads "not a section type; use one of: ..." at the key instead of `Missing property "hero"`;
//! - an optional value is its type plus `null` rather than `anyOf` (a hover would join both);
//! - a unit enum is an `enum` with `enumDescriptions`;
//! - every value type says what to write in `errorMessage` (an object's type in an `allOf` of its
//!   own, so the engine still names a missing or unknown field), and every description is one
//!   line, also as `markdownDescription` so `code` renders on hover;
//! - rules the tool checks in code that JSON Schema can say are added by [`rules`], and every value
//!   the YAML reader takes (`value: 2008` as text) is accepted.

use serde_json::{Map, Value, json};

/// Plain titles of the structs editors write, by Rust name. A title is what a hover shows above a
/// field's description and what "Incorrect type. Expected ..." names. A section type's structs
/// have theirs in its module ([`crate::sections::SectionType::TITLES`]).
const TITLES: &[(&str, &str)] = &[
    // pages
    ("PageFile", "Page"),
    ("Action", "Button"),
    ("Plan", "Plan"),
    ("Image", "Photo"),
    ("Redirect", "Redirect"),
    // site.yaml
    ("SiteConfig", "Site settings"),
    ("Brand", "Brand"),
    ("BrandColors", "Brand colours"),
    ("Trade", "Trade"),
    ("Language", "Language"),
    ("Color", "Colour"),
    ("Emails", "E-mail addresses"),
    ("Address", "Address"),
    ("PrivacyOfficer", "Person in charge of personal information"),
    ("Geo", "Place on the map"),
    ("Hours", "Opening hours"),
    ("Link", "Link"),
    ("CompanyFigures", "Company figures"),
    ("Figure", "Figure"),
    ("Offer", "Offer"),
    ("Guarantee", "Guarantee"),
    ("TrustPoint", "Trust point"),
    ("Day", "Day"),
    ("Promises", "Promises"),
    ("Timings", "Timings"),
    ("ToastTimings", "Pop-up message timings"),
    ("Footer", "Footer"),
    ("Leads", "Where quote requests go"),
    ("AnalyticsConfig", "Analytics"),
    ("BookingConfig", "Online booking"),
    ("PhoneBySource", "Call-tracking numbers"),
    ("QuoteFormContent", "Quote form"),
    ("FieldLabels", "Field labels"),
    ("Preset", "Preset"),
    ("Toast", "Pop-up message"),
    ("PropertyTypeLabels", "Property type names"),
    ("FormIntros", "Form intros by promise"),
    ("SiteTranslation", "Site settings in the second language"),
    ("BrandWords", "The brand's words in the second language"),
    ("OfferTranslation", "The offer's words in the second language"),
    ("ActionTranslation", "The button's words in the second language"),
    // data/
    ("Testimonial", "Testimonial"),
    ("City", "City"),
    ("KeywordGuideData", "Keyword guide"),
    ("KeywordCategory", "Keyword category"),
    ("KeywordItem", "Keyword link"),
    ("Resource", "Resource"),
];

/// The Rust names of the types in a generated schema (its `$defs`), for the test that no hover or
/// message shows one.
pub fn type_names(schema: &Value) -> Vec<String> {
    schema.get("$defs").and_then(Value::as_object).map(|d| d.keys().cloned().collect()).unwrap_or_default()
}

/// The plain schema of a generated one: types inlined and titled, sections and optional values
/// reshaped, messages and descriptions added. `title` and `description` describe the whole file.
pub fn plain(mut root: Value, title: &str, description: &str) -> Value {
    let mut defs = match root.as_object_mut().and_then(|o| o.remove("$defs")) {
        Some(Value::Object(defs)) => defs,
        _ => Map::new(),
    };
    for (name, def) in defs.iter_mut() {
        rules(name, def);
        if def.get("properties").is_some() {
            let plain = TITLES.iter().chain(crate::sections::schema_titles()).find(|(rust, _)| rust == name);
            let plain = plain.map(|(_, t)| *t);
            let plain = plain.unwrap_or_else(|| panic!("give `{name}` a plain title in schema/plain.rs TITLES"));
            def["title"] = json!(plain);
        }
    }
    // The root is a type too, named by its generated title (`PageFile`).
    let root_name = root.get("title").and_then(Value::as_str).unwrap_or_default().to_owned();
    rules(&root_name, &mut root);
    inline(&mut root, &defs);
    let map = root.as_object_mut().expect("a root schema is an object");
    map.insert("title".into(), json!(title));
    map.insert("description".into(), json!(description));
    walk(&mut root);
    root
}

/// Rules the tool checks in code rather than in the types, said in the schema too.
fn rules(name: &str, def: &mut Value) {
    const NOWHERE: &str =
        "This button goes nowhere: add a link like href: /contact, or call: true to dial the phone number.";
    const NEEDS_URL: &str = "This provider needs the address requests go to: add url: https://formspree.io/f/FORM_ID.";
    // `call: true`, or `"true"` and the like, which the YAML reader also takes for yes.
    let yes = json!({ "anyOf": [{ "const": true }, { "type": "string", "pattern": r"^\s*(true|True|TRUE)\s*$" }] });
    let calls = json!({ "required": ["call"], "properties": { "call": yes } });
    match name {
        // `Action`'s `TryFrom`: a link or `call: true`, never both, never neither.
        "Action" => {
            def["if"] = calls;
            def["then"] = json!({
                "properties": { "href": {
                    "type": "null",
                    "errorMessage": "This button calls the phone number, so it has no link: remove href, or remove call: true.",
                } }
            });
            def["else"] = json!({
                "required": ["href"],
                "properties": { "href": { "type": "string", "errorMessage": NOWHERE } },
                "errorMessage": NOWHERE,
            });
        }
        // `resolve_page`: one hero (or not-found) section per page, whose title is the page's h1.
        "PageFile" => {
            let heading =
                json!({ "type": "object", "anyOf": [{ "required": ["hero"] }, { "required": ["not_found"] }] });
            def["properties"]["sections"]["allOf"] = json!([{
                "contains": heading,
                "minContains": 1,
                "maxContains": 1,
                "errorMessage": "A page has exactly one hero section: its title is the page's main heading.",
            }]);
        }
        // `check_photos`: alt text unless the photo is decorative, and then none.
        "Image" => {
            const NO_ALT: &str = "Say what the photo shows in alt, like alt: Two of our crew fitting a new water tank, for people who cannot see it (or decorative: true for a photo that only decorates).";
            def["if"] = json!({ "required": ["decorative"], "properties": { "decorative": yes } });
            def["then"] = json!({ "properties": { "alt": {
                "type": ["string", "null"],
                "pattern": "^\\s*$",
                "errorMessage": "A decorative photo has no alt text: remove alt, or remove decorative: true.",
            } } });
            def["else"] = json!({
                "required": ["alt"],
                "properties": { "alt": { "type": "string", "pattern": "\\S", "errorMessage": NO_ALT } },
                "errorMessage": NO_ALT,
            });
        }
        // `resolve_redirects`: a redirect starts from a plain path of this site.
        "Redirect" => {
            def["properties"]["from"]["allOf"] = json!([{
                "pattern": "^/[^?#]*$",
                "errorMessage": "Write the old address as a path of this site, like /old-page (without ? or #).",
            }]);
        }
        // `Hours`: `resolve` checks the clock times.
        "Hours" => {
            for field in ["opens", "closes"] {
                def["properties"][field]["pattern"] = json!("^([01][0-9]|2[0-3]):[0-5][0-9]$");
                def["properties"][field]["errorMessage"] =
                    json!("Write a 24-hour time in quotes, like \"07:00\" or \"20:00\".");
            }
        }
        // `resolve_provider`: `url` only for formspree and endpoint, which need one; `format` only
        // for endpoint.
        "QuoteFormContent" => {
            def["properties"]["thanks_page"]["allOf"] = json!([{
                "pattern": "^/",
                "errorMessage": "Write a page of this site, like /quote/thanks.",
            }]);
            def["properties"]["not_connected_page"]["allOf"] = json!([{
                "pattern": "^/",
                "errorMessage": "Write a page of this site, like /quote/not-connected.",
            }]);
        }
        // `resolve_analytics`: ga4 needs its G- measurement ID, which plausible does not use; a
        // domain only for plausible, and as a host name.
        "AnalyticsConfig" => {
            const NEEDS_ID: &str =
                "Google Analytics needs the measurement ID of the site's data stream: add measurement_id: G-ABC123XYZ.";
            def["properties"]["measurement_id"]["allOf"] = json!([{
                "pattern": "^\\s*G-[A-Z0-9]{4,16}\\s*$",
                "errorMessage": "Write the G-... measurement ID of the site's data stream, like G-ABC123XYZ (not a UA- or GTM- id).",
            }]);
            def["properties"]["domain"]["allOf"] = json!([{
                "pattern": "^\\s*[A-Za-z0-9][A-Za-z0-9-]*(\\.[A-Za-z0-9-]+)*\\.[A-Za-z0-9-]*[A-Za-z0-9]\\s*$",
                "errorMessage": "Write the site's name in Plausible, a host name like www.example.ca (without https:// or /).",
            }]);
            let provider = |kind: &str, message: &str| json!({ "required": ["provider"], "properties": { "provider": { "const": kind, "errorMessage": message } } });
            let present = |field: &str| json!({ "required": [field], "properties": { field: { "type": "string" } } });
            def["allOf"] = json!([
                { "if": present("measurement_id"), "then": provider("ga4", "A measurement_id is only used with provider: ga4.") },
                { "if": present("domain"), "then": provider("plausible", "A domain is only used with provider: plausible.") },
                {
                    "if": { "required": ["provider"], "properties": { "provider": { "const": "ga4" } } },
                    "then": {
                        "required": ["measurement_id"],
                        "properties": { "measurement_id": { "type": "string", "errorMessage": NEEDS_ID } },
                        "errorMessage": NEEDS_ID,
                    },
                },
            ]);
        }
        // `resolve_booking`: ServiceTitan's two keys belong to it alone; the others need url.
        "BookingConfig" => {
            let provider = |kinds: &[&str], message: &str| json!({ "required": ["provider"], "properties": { "provider": { "enum": kinds, "errorMessage": message } } });
            let present = |field: &str| json!({ "required": [field], "properties": { field: { "type": "string" } } });
            def["properties"]["scheduler_id"]["allOf"] = json!([{
                "pattern": "^\\s*sched_[A-Za-z0-9]{8,}\\s*$",
                "errorMessage": "Copy the value of data-schedulerid=\"...\" from the scheduler's install code, like sched_qpfsy4voj5ugkkqw.",
            }]);
            def["allOf"] = json!([
                { "if": present("api_key"), "then": provider(&["servicetitan"], "An api_key is only used with provider: servicetitan.") },
                { "if": present("scheduler_id"), "then": provider(&["servicetitan"], "A scheduler_id is only used with provider: servicetitan.") },
                {
                    "if": { "required": ["provider"], "properties": { "provider": { "enum": ["housecall_pro", "jobber", "link"] } } },
                    "then": { "required": ["url"], "errorMessage": "Write the address of your booking page as url." },
                },
            ]);
        }
        "Leads" => {
            let provider = |kinds: &[&str], message: &str| json!({ "required": ["provider"], "properties": { "provider": { "enum": kinds, "errorMessage": message } } });
            let present = |field: &str| json!({ "required": [field], "properties": { field: { "type": "string" } } });
            def["allOf"] = json!([
                { "if": present("url"), "then": provider(&["formspree", "endpoint"], "A url is only used with provider: formspree or provider: endpoint.") },
                { "if": present("format"), "then": provider(&["endpoint"], "A format is only used with provider: endpoint.") },
                {
                    "if": { "required": ["provider"], "properties": { "provider": { "enum": ["formspree", "endpoint"] } } },
                    "then": {
                        "required": ["url"],
                        "properties": { "url": { "type": "string", "errorMessage": NEEDS_URL } },
                        "errorMessage": NEEDS_URL,
                    },
                },
            ]);
        }
        _ => {}
    }
}

/// Replaces every `$ref` by a copy of the definition it names; keys written beside the `$ref` (the
/// field's description) win.
fn inline(schema: &mut Value, defs: &Map<String, Value>) {
    match schema {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get("$ref") {
                let name = r.trim_start_matches("#/$defs/").to_owned();
                let mut def = defs.get(&name).cloned().unwrap_or_else(|| panic!("no definition {name}"));
                map.remove("$ref");
                if let Value::Object(d) = &mut def {
                    for (k, v) in std::mem::take(map) {
                        d.insert(k, v);
                    }
                }
                *schema = def;
                inline(schema, defs);
                return;
            }
            for v in map.values_mut() {
                inline(v, defs);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| inline(v, defs)),
        _ => {}
    }
}

/// Keywords whose value is one schema, and those whose value is a map or a list of schemas.
const ONE: &[&str] = &["items", "additionalProperties", "propertyNames", "not", "if", "then", "else", "contains"];
const MANY: &[&str] =
    &["properties", "patternProperties", "dependentSchemas", "prefixItems", "anyOf", "oneOf", "allOf"];

fn walk(schema: &mut Value) {
    let Value::Object(map) = schema else { return };
    for key in ONE {
        if let Some(v) = map.get_mut(*key) {
            walk(v);
        }
    }
    for key in MANY {
        match map.get_mut(*key) {
            Some(Value::Object(m)) => m.values_mut().for_each(walk),
            Some(Value::Array(a)) => a.iter_mut().for_each(walk),
            _ => {}
        }
    }
    unit_enum(map);
    externally_tagged(map);
    optional(map);
    integers(map);
    lenient(map);
    error_message(map);
    object_type(map);
    one_line(map);
}

/// `oneOf` of constant strings (a unit enum whose variants have doc comments) -> one `enum`, with
/// each documented variant's description for hovers and completion.
fn unit_enum(map: &mut Map<String, Value>) {
    let Some(Value::Array(alternatives)) = map.get("oneOf") else { return };
    let mut values = Vec::new();
    let mut descriptions = Vec::new();
    for alt in alternatives {
        let description = alt.get("description").and_then(Value::as_str).unwrap_or("").to_owned();
        if let Some(c) = alt.get("const").and_then(Value::as_str) {
            values.push(json!(c));
            descriptions.push(json!(one_line_text(&description)));
        } else if let Some(Value::Array(e)) = alt.get("enum") {
            for v in e {
                values.push(v.clone());
                descriptions.push(json!(one_line_text(&description)));
            }
        } else {
            return;
        }
    }
    map.remove("oneOf");
    map.insert("type".into(), json!("string"));
    map.insert("enum".into(), Value::Array(values));
    if descriptions.iter().any(|d| d != "") {
        map.insert("enumDescriptions".into(), Value::Array(descriptions.clone()));
        map.insert("markdownEnumDescriptions".into(), Value::Array(descriptions));
    }
}

/// A section, `- hero: {...}`: serde's externally tagged enum is a `oneOf` of objects with one
/// required key each, which an editor explains as `Missing property "hero"` whatever was wrong.
/// Here it is one object whose key must be a section type and whose value is that section.
fn externally_tagged(map: &mut Map<String, Value>) {
    let Some(Value::Array(alternatives)) = map.get("oneOf") else { return };
    let mut kinds = Vec::new();
    let mut properties = Map::new();
    for alt in alternatives {
        let Some(Value::Object(props)) = alt.get("properties") else { return };
        if props.len() != 1 || alt.get("additionalProperties") != Some(&json!(false)) {
            return;
        }
        let (kind, body) = props.iter().next().expect("one property");
        let mut body = body.clone();
        if let Some(d) = alt.get("description") {
            body["description"] = d.clone();
        }
        one_line(body.as_object_mut().expect("a section is an object"));
        kinds.push(kind.clone());
        properties.insert(kind.clone(), body);
    }
    let list = kinds.join(", ");
    map.remove("oneOf");
    map.insert("title".into(), json!("Section"));
    map.insert("type".into(), json!("object"));
    map.insert(
        "errorMessage".into(),
        json!(format!("Start a section with its type and a colon, like `- hero:`, and indent its fields under it. Section types: {list}.")),
    );
    map.insert("properties".into(), Value::Object(properties));
    map.insert(
        "propertyNames".into(),
        json!({
            "enum": kinds,
            "errorMessage": format!("This is not a section type. Use one of: {list}."),
            // The editor suggests the types from `properties`, with their descriptions; listed
            // here too they would be suggested twice.
            "doNotSuggest": true,
        }),
    );
    map.insert(
        "allOf".into(),
        json!([
            {
                // Two types in one item: the `- ` that starts the next section is missing.
                "if": { "minProperties": 2 },
                "then": { "propertyNames": {
                    "const": "",
                    "errorMessage": "Each section starts with its own `- `: put `- ` before the second section type, lined up with the first.",
                } },
            },
            {
                // `- {}`: no type at all (`minProperties` would say "Object has fewer properties").
                "if": { "maxProperties": 0 },
                "then": {
                    "required": [kinds[0]],
                    "errorMessage": format!("Write the section's type and a colon, like `- hero:`. Section types: {list}."),
                },
            },
        ]),
    );
}

/// `anyOf: [T, null]` (an optional field) -> T that also accepts `null` (`key:` with nothing
/// after it, which the tool reads as left out).
fn optional(map: &mut Map<String, Value>) {
    let Some(Value::Array(alternatives)) = map.get("anyOf") else { return };
    if alternatives.len() != 2 || alternatives[1] != json!({ "type": "null" }) {
        return;
    }
    let Value::Object(mut inner) = alternatives[0].clone() else { return };
    map.remove("anyOf");
    match inner.get_mut("type") {
        Some(Value::String(t)) => {
            let t = t.clone();
            inner.insert("type".into(), json!([t, "null"]));
        }
        Some(Value::Array(types)) => types.push(json!("null")),
        _ => {}
    }
    // An optional choice: the list applies to text, so `null` stays out of the "Allowed Values" a
    // hover lists.
    if let Some(values) = inner.remove("enum") {
        let message = format!("Write one of: {}.", names(&values).join(", "));
        inner.insert("if".into(), json!({ "type": "string" }));
        inner.insert("then".into(), json!({ "enum": values, "errorMessage": message }));
    }
    for (k, v) in std::mem::take(map) {
        inner.insert(k, v);
    }
    *map = inner;
}

/// Rust integer widths as bounds (`format: uint32` means nothing to an editor).
fn integers(map: &mut Map<String, Value>) {
    let max = match map.get("format").and_then(Value::as_str) {
        Some("uint8") => u64::from(u8::MAX),
        Some("uint16") => u64::from(u16::MAX),
        Some("uint32") => u64::from(u32::MAX),
        Some("uint" | "uint64") => u64::MAX,
        _ => return,
    };
    map.remove("format");
    map.insert("minimum".into(), json!(0));
    if max != u64::MAX {
        map.insert("maximum".into(), json!(max));
    }
}

/// The YAML reader takes `480`, `"480"` and `' 480'` for a number, `true` and `"True"` for yes, and
/// a number or `true` for text (`value: 2008`). The schema must not refuse what the tool takes.
fn lenient(map: &mut Map<String, Value>) {
    if ["errorMessage", "enum", "const", "if"].iter().any(|k| map.contains_key(*k)) {
        return;
    }
    let (extra, pattern): (&[&str], Option<&str>) = match primary_type(map) {
        Some("boolean") => (&["string"], Some(r"^\s*(true|True|TRUE|false|False|FALSE)\s*$")),
        Some("integer") => {
            (&["string"], Some(r"^\s*\+?(0[xX][0-9A-Fa-f_]+|0[oO][0-7_]+|0[bB][01_]+|0|[1-9][0-9_]*)\s*$"))
        }
        Some("string") if !map.contains_key("pattern") => (&["number", "boolean"], None),
        _ => return,
    };
    let mut types = match map.remove("type") {
        Some(Value::Array(a)) => a,
        Some(t) => vec![t],
        None => return,
    };
    if types.iter().any(|t| extra.contains(&t.as_str().unwrap_or(""))) {
        map.insert("type".into(), Value::Array(types));
        return;
    }
    types.extend(extra.iter().map(|t| json!(t)));
    map.insert("type".into(), Value::Array(types));
    if let Some(p) = pattern {
        map.insert("pattern".into(), json!(p));
    }
}

/// The kind of value a schema is for: its type, or the first of its types.
fn primary_type(map: &Map<String, Value>) -> Option<&str> {
    match map.get("type") {
        Some(Value::String(s)) => Some(s),
        Some(Value::Array(a)) => a.first().and_then(Value::as_str),
        _ => None,
    }
}

fn has_type(map: &Map<String, Value>, t: &str) -> bool {
    primary_type(map) == Some(t)
}

/// What to write, for a value of the wrong kind; objects keep the engine's own messages (a missing
/// or unknown field is named), which an `errorMessage` would replace.
fn error_message(map: &mut Map<String, Value>) {
    if map.contains_key("errorMessage") {
        return;
    }
    let message = if let Some(values) = map.get("enum") {
        format!("Write one of: {}.", names(values).join(", "))
    } else if has_type(map, "object") {
        return;
    } else if has_type(map, "array") {
        match map.get("maxItems") {
            Some(n) if map.get("minItems") == Some(n) => {
                format!("Write exactly {n} lists here, each item on its own line starting with `- `.")
            }
            _ => "Write a list here: one item per line, each starting with `- `.".to_owned(),
        }
    } else if has_type(map, "boolean") {
        "Write true or false.".to_owned()
    } else if has_type(map, "integer") {
        match (map.get("minimum").and_then(Value::as_u64), map.get("maximum").and_then(Value::as_u64)) {
            (Some(lo), Some(hi)) if hi <= 1000 => format!("Write a whole number from {lo} to {hi}, without quotes."),
            _ => "Write a whole number, without units or quotes, like 480.".to_owned(),
        }
    } else if has_type(map, "string") {
        "Write text here.".to_owned()
    } else {
        return;
    };
    map.insert("errorMessage".into(), json!(message));
}

/// A group of fields where text or a list was written: the editor's own words would be `Incorrect
/// type. Expected "Button".`, and an `errorMessage` beside `type` would also replace its messages
/// for a missing or unknown field, so the type is checked in an `allOf` of its own.
fn object_type(map: &mut Map<String, Value>) {
    if map.contains_key("errorMessage") || !map.contains_key("properties") || primary_type(map) != Some("object") {
        return;
    }
    let Some(title) = map.get("title").and_then(Value::as_str).map(str::to_lowercase) else { return };
    let types = map.remove("type").expect("an object's type");
    let check = json!({
        "type": types,
        "errorMessage": format!("Write the fields of the {title} on the lines below, each indented under this one."),
    });
    match map.get_mut("allOf") {
        Some(Value::Array(all)) => all.push(check),
        _ => {
            map.insert("allOf".into(), json!([check]));
        }
    }
}

/// The choices of an `enum`, as written.
fn names(values: &Value) -> Vec<&str> {
    values.as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default()
}

fn one_line_text(text: &str) -> String {
    text.split("\n\n").map(|p| p.split_whitespace().collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join("\n\n")
}

/// Doc comments are wrapped at 110 columns; a hover shows one line. The Markdown copy renders
/// `code` (yaml-language-server escapes backticks in a plain `description`).
fn one_line(map: &mut Map<String, Value>) {
    if let Some(Value::String(d)) = map.get("description") {
        let d = one_line_text(d);
        map.insert("description".into(), json!(d));
        map.insert("markdownDescription".into(), json!(d));
    }
}
