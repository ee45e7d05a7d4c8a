//! `from:` and `until:`, the days a section is shown, written among its own fields like `id:`
//! (`- banner:` with `from: 2026-12-20` under it). Every section type takes them without
//! declaring them: [`Dated`] wraps each type's written form, takes the two keys out of its mapping
//! as the YAML is read (the rest goes to the type itself, so a misspelt field is still reported at
//! its own line) and adds them to each type's schema, so the VS Code hints and the preview
//! editor's form offer them on every section. A page file's own `from:`/`until:` are [`Shown`] too.
//!
//! Which sections and pages are shown on a build's day is the pipeline's business
//! (crates/pipeline/src/dates.rs): content only records the days.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::Deserialize;
use serde::de::value::{MapAccessDeserializer, StringDeserializer};
use serde::de::{DeserializeSeed, Deserializer, Error as _, IntoDeserializer, MapAccess, Visitor};

use crate::{Day, Located};

/// The days something is shown: from its first (`from:`) to its last (`until:`), both included.
/// Neither written: always.
#[derive(Debug, Clone, Default, PartialEq, Eq, bitcode::Encode, bitcode::Decode)]
pub struct Shown {
    pub from: Option<Located<Day>>,
    pub until: Option<Located<Day>>,
}

impl Shown {
    /// Whether it is shown on `day`.
    pub fn on(&self, day: Day) -> bool {
        self.from.as_ref().is_none_or(|f| f.value <= day) && self.until.as_ref().is_none_or(|u| day <= u.value)
    }

    /// Whether either day is written.
    pub fn is_dated(&self) -> bool {
        self.from.is_some() || self.until.is_some()
    }

    /// The first day it is no longer shown, after `until:`.
    pub fn gone(&self) -> Option<Day> {
        self.until.as_ref().map(|u| u.value.plus(1))
    }

    /// A mistake in the days themselves: the last day before the first. Where and what to say.
    pub fn problem(&self) -> Option<(crate::Pos, String)> {
        let (from, until) = (self.from.as_ref()?, self.until.as_ref()?);
        (until.value < from.value).then(|| {
            (
                until.pos,
                format!(
                    "`until: {}` is before `from: {}`, so this would never be shown (expected a last day on or after \
                     the first)",
                    until.value, from.value
                ),
            )
        })
    }
}

/// The two keys, as the schema describes them (the doc comments are the editor's help).
#[derive(JsonSchema)]
#[allow(dead_code)]
struct ShownFields {
    /// The first day this is shown, like 2026-12-01: before it, the site leaves it out, and the
    /// publishing workflow's daily run puts it on the site that day. Optional.
    #[schemars(title = "Shown from")]
    from: Option<Day>,
    /// The last day this is shown, like 2027-01-31: from the next day the site leaves it out (the
    /// daily run takes it off that day). Optional.
    #[schemars(title = "Shown until")]
    until: Option<Day>,
}

/// A section type's written form with the days it is shown. `LISTED`: whether a message about an
/// unknown field names `from` and `until` among the type's fields (not for the hero, which takes
/// no days of its own: resolving it says so in words of its own).
#[derive(Debug, bitcode::Encode, bitcode::Decode)]
pub struct Dated<T, const LISTED: bool = true> {
    pub shown: Shown,
    pub section: T,
}

impl<'de, T: Deserialize<'de>, const LISTED: bool> Deserialize<'de> for Dated<T, LISTED> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(DatedVisitor(PhantomData))
    }
}

struct DatedVisitor<T, const LISTED: bool>(PhantomData<T>);

impl<'de, T: Deserialize<'de>, const LISTED: bool> Visitor<'de> for DatedVisitor<T, LISTED> {
    type Value = Dated<T, LISTED>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the section's fields, each on its own line under it")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Dated<T, LISTED>, A::Error> {
        let mut shown = Shown::default();
        let section =
            T::deserialize(MapAccessDeserializer::new(WithoutDays { map, shown: &mut shown, listed: LISTED }))?;
        Ok(Dated { shown, section })
    }

    /// `- offer:` with nothing under it: a section with no fields written.
    fn visit_unit<E: serde::de::Error>(self) -> Result<Dated<T, LISTED>, E> {
        let empty = serde::de::value::MapDeserializer::<std::iter::Empty<(String, String)>, E>::new(std::iter::empty());
        Ok(Dated { shown: Shown::default(), section: T::deserialize(empty)? })
    }
}

/// The section's mapping without `from` and `until`, which it puts in `shown` as it passes them.
struct WithoutDays<'a, A> {
    map: A,
    shown: &'a mut Shown,
    listed: bool,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for WithoutDays<'_, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
        while let Some(key) = self.map.next_key::<String>()? {
            match key.as_str() {
                "from" => self.shown.from = Some(self.map.next_value()?),
                "until" => self.shown.until = Some(self.map.next_value()?),
                _ => {
                    return seed
                        .deserialize::<StringDeserializer<KeyError>>(key.into_deserializer())
                        .map(Some)
                        .map_err(|e| match e {
                            KeyError::Unknown(field, expected) => A::Error::unknown_field(
                                &field,
                                if self.listed { with_days(expected) } else { expected },
                            ),
                            KeyError::Other(message) => A::Error::custom(message),
                        });
                }
            }
        }
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

/// What the section type says of a key it does not know: kept apart so the message can name
/// `from` and `until` among the fields it expects (and suggest `until` for `untill`).
#[derive(Debug)]
enum KeyError {
    Unknown(String, &'static [&'static str]),
    Other(String),
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::Unknown(field, _) => write!(f, "unknown field `{field}`"),
            KeyError::Other(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for KeyError {}

impl serde::de::Error for KeyError {
    fn custom<M: fmt::Display>(message: M) -> Self {
        KeyError::Other(message.to_string())
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        KeyError::Unknown(field.to_owned(), expected)
    }
}

/// A type's field names with `from` and `until` after them, made once per type.
fn with_days(expected: &'static [&'static str]) -> &'static [&'static str] {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static MADE: OnceLock<Mutex<HashMap<usize, &'static [&'static str]>>> = OnceLock::new();
    let mut made = MADE.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    made.entry(expected.as_ptr() as usize).or_insert_with(|| {
        let all: Vec<&'static str> = expected.iter().copied().chain(["from", "until"]).collect();
        Box::leak(all.into_boxed_slice())
    })
}

/// The type's own schema (its name, so its title stays), with `from` and `until` among its fields
/// (not the hero's).
impl<T: JsonSchema, const LISTED: bool> JsonSchema for Dated<T, LISTED> {
    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        format!("sitegen::Dated<{}>", T::schema_id()).into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let mut schema = T::json_schema(generator);
        if !LISTED {
            return schema;
        }
        let fields = ShownFields::json_schema(generator);
        if let (Some(props), Some(days)) = (
            schema.get_mut("properties").and_then(|p| p.as_object_mut()),
            fields.get("properties").and_then(|p| p.as_object()),
        ) {
            for (name, field) in days {
                props.insert(name.clone(), field.clone());
            }
        }
        schema
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize, JsonSchema)]
    #[serde(deny_unknown_fields)]
    struct Note {
        text: String,
    }

    fn day(s: &str) -> Day {
        Day::parse(s).unwrap()
    }

    #[test]
    fn the_days_are_taken_out_and_the_rest_is_the_sections_own() {
        let d: Dated<Note> =
            serde_saphyr::from_str("text: Holiday hours\nfrom: 2026-12-20\nuntil: 2027-01-02\n").unwrap();
        assert_eq!(d.section.text, "Holiday hours");
        assert_eq!(d.shown.from.as_ref().map(|f| (f.value, f.pos.line)), Some((day("2026-12-20"), 2)));
        assert!(!d.shown.on(day("2026-12-19")) && d.shown.on(day("2026-12-20")) && d.shown.on(day("2027-01-02")));
        assert!(!d.shown.on(day("2027-01-03")));
        assert_eq!(d.shown.gone(), Some(day("2027-01-03")));
        let plain: Dated<Note> = serde_saphyr::from_str("text: Always\n").unwrap();
        assert!(!plain.shown.is_dated() && plain.shown.on(day("1999-01-01")));
    }

    #[test]
    fn a_misspelt_field_or_day_is_still_a_mistake_at_its_line() {
        let err = serde_saphyr::from_str::<Dated<Note>>("text: x\nuntill: 2027-01-02\n").unwrap_err().to_string();
        assert!(err.contains("untill") && err.contains("line 2") && err.contains("text, from, until"), "{err}");
        let err = serde_saphyr::from_str::<Dated<Note>>("text: x\nuntil: 2027-02-30\n").unwrap_err().to_string();
        assert!(err.contains("2027-02-30") && err.contains("line 2"), "{err}");
    }

    #[test]
    fn a_last_day_before_the_first_is_a_problem() {
        let d: Dated<Note> = serde_saphyr::from_str("text: x\nfrom: 2027-01-02\nuntil: 2026-12-20\n").unwrap();
        let (pos, message) = d.shown.problem().unwrap();
        assert_eq!(pos.line, 3);
        assert!(message.contains("never be shown"), "{message}");
    }

    #[test]
    fn the_schema_offers_both_days_beside_the_types_own_fields() {
        let schema = crate::schema::generated::<Dated<Note>>();
        let props = schema["properties"].as_object().unwrap();
        assert!(props.contains_key("text") && props.contains_key("from") && props.contains_key("until"), "{schema}");
        assert!(props["until"].to_string().contains("last day"), "{schema}");
    }
}
