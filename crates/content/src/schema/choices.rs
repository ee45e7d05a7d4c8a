//! The words a form shows for a fixed choice: `style: primary` is offered as "Primary" (and, on a
//! page in French, "Principal"), never as the YAML value itself.
//!
//! Every value a form offers in a list of choices (a field whose schema is an `enum` of texts) has
//! its English words here, in one table by value, so `emergency` reads the same whether it is a
//! button's style, a banner's colour or a page's look. They go into the schema beside the `enum`
//! as `x-enumLabels`, in the same order, which the editor reads (`editor/schema.ts`
//! `choiceLabel`); the YAML plug-ins ignore it and keep completing the values. Another language
//! translates them as titles ([`super::overlay`], `fr-CA/titles-choices.yaml`), so a choice without
//! its French is named by the same test as a title without one.

use serde_json::{Value, json};

/// Each value a form offers, with its English words.
const CHOICES: &[(&str, &str)] = &[
    // A button's style, a banner's colour, a page's and a section's look.
    ("primary", "Primary"),
    ("secondary", "Secondary"),
    ("emergency", "Emergency"),
    ("warning", "Warning"),
    ("brand", "Brand colour"),
    ("default", "Default"),
    ("plain", "Plain"),
    ("muted", "Tinted"),
    ("dark", "Dark"),
    // What a page promises, what a quote form asks first, which testimonials.
    ("quote_response", "Quote response"),
    ("same_day_service", "Same-day service"),
    ("emergency_dispatch", "Emergency dispatch"),
    ("residential", "Residential"),
    ("commercial", "Commercial"),
    ("all", "All of them"),
    ("featured", "Featured ones"),
    // site.yaml: analytics, booking, opening days, languages, call-tracking numbers.
    ("plausible", "Plausible"),
    ("ga4", "Google Analytics 4"),
    ("servicetitan", "ServiceTitan"),
    ("housecall_pro", "Housecall Pro"),
    ("jobber", "Jobber"),
    ("link", "A link to a booking page"),
    ("monday", "Monday"),
    ("tuesday", "Tuesday"),
    ("wednesday", "Wednesday"),
    ("thursday", "Thursday"),
    ("friday", "Friday"),
    ("saturday", "Saturday"),
    ("sunday", "Sunday"),
    ("en-CA", "English (Canada)"),
    ("fr-CA", "French (Canada)"),
    ("main", "The main number"),
    ("google_ads", "Google Ads"),
    ("microsoft_ads", "Microsoft Ads"),
    ("facebook", "Facebook"),
];

/// The English words of a choice; None for a value the table lacks (a test keeps that from
/// reaching a form).
pub fn words(value: &str) -> Option<&'static str> {
    CHOICES.iter().find(|(v, _)| *v == value).map(|(_, w)| *w)
}

/// The key beside `enum` that holds its choices' words.
pub const LABELS: &str = "x-enumLabels";

/// Gives every list of choices a form shows in `schema` its words ([`LABELS`]). The choices a form
/// shows are the `enum`s of fields, of list items and of map entries; those inside an `if`, a
/// `then` or a `not` are rules, not choices, and are left as they are. A value the table lacks is
/// offered as written.
pub fn label(schema: &mut Value) {
    let Some(map) = schema.as_object_mut() else { return };
    if let Some(Value::Array(values)) = map.get("enum")
        && !values.is_empty()
        && values.iter().all(Value::is_string)
    {
        let labels: Vec<&str> = values.iter().filter_map(Value::as_str).map(|v| words(v).unwrap_or(v)).collect();
        map.insert(LABELS.into(), json!(labels));
    }
    for (keyword, value) in map.iter_mut() {
        match keyword.as_str() {
            "properties" => value.as_object_mut().into_iter().flatten().for_each(|(_, v)| label(v)),
            "items" | "additionalProperties" => label(value),
            "allOf" | "anyOf" | "oneOf" => value.as_array_mut().into_iter().flatten().for_each(label),
            _ => {}
        }
    }
}

/// The values of every list of choices in `schema` that the table has no words for.
pub fn unworded(schema: &Value) -> Vec<String> {
    let mut out = Vec::new();
    walk(schema, &mut |labels, values| {
        for (l, v) in labels.iter().zip(values) {
            if l == v && words(v.as_str().unwrap_or_default()).is_none() {
                out.push(v.as_str().unwrap_or_default().to_owned());
            }
        }
    });
    out
}

/// Calls `f` with each list of choices' words and values.
pub fn walk(schema: &Value, f: &mut impl FnMut(&[Value], &[Value])) {
    let Some(map) = schema.as_object() else { return };
    if let (Some(Value::Array(labels)), Some(Value::Array(values))) = (map.get(LABELS), map.get("enum")) {
        f(labels, values);
    }
    for (keyword, value) in map {
        match keyword.as_str() {
            "properties" => value.as_object().into_iter().flatten().for_each(|(_, v)| walk(v, f)),
            "items" | "additionalProperties" => walk(value, f),
            "allOf" | "anyOf" | "oneOf" => value.as_array().into_iter().flatten().for_each(|v| walk(v, f)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_a_form_offers_has_words_and_rules_are_left_alone() {
        for (name, schema) in super::super::schemas() {
            assert_eq!(unworded(&schema), Vec::<String>::new(), "{name}: add these values to CHOICES");
        }
        let mut s = json!({
            "properties": {
                "style": { "enum": ["primary", "secondary"] },
                "stars": { "enum": [1, 2] },
                "days": { "items": { "enum": ["monday"] } },
            },
            "if": { "properties": { "p": { "enum": ["link"] } } },
        });
        label(&mut s);
        assert_eq!(s["properties"]["style"][LABELS], json!(["Primary", "Secondary"]));
        assert_eq!(s["properties"]["days"]["items"][LABELS], json!(["Monday"]));
        assert!(s["properties"]["stars"].get(LABELS).is_none(), "numbers are their own words");
        assert!(s["if"]["properties"]["p"].get(LABELS).is_none(), "a rule, not a choice");
    }
}
