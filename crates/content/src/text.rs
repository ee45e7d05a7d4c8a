//! Small validated value types. Each checks itself while it is parsed, so a bad value is reported
//! by the YAML parser at its exact line and column.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A link target an editor wrote. Only link kinds that cannot run code are allowed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Href(String);

impl Href {
    pub fn parse(s: &str) -> Result<Href, String> {
        let expected = "expected an internal path like /calgary, an #anchor, an https:// URL, a mailto: or a tel: link";
        if s.is_empty() {
            return Err(format!("empty link ({expected})"));
        }
        if s.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(format!("link `{s}` contains spaces or control characters ({expected})"));
        }
        let ok = if let Some(rest) = s.strip_prefix('/') {
            !rest.starts_with('/') && !rest.starts_with('\\')
        } else if s.starts_with('#') {
            s.len() > 1
        } else if let Some(rest) = s.strip_prefix("https://") {
            rest.split(['/', '?', '#']).next().is_some_and(|host| host.contains('.') && !host.contains('@'))
        } else if let Some(addr) = s.strip_prefix("mailto:") {
            Email::parse(addr.split('?').next().unwrap_or("")).is_ok()
        } else if let Some(num) = s.strip_prefix("tel:") {
            Phone::parse(num).is_ok()
        } else {
            false
        };
        if ok { Ok(Href(s.to_owned())) } else { Err(format!("link `{s}` is not allowed ({expected})")) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The site path of an internal link, without query or fragment: `/quote?service=x#f` -> `/quote`.
    pub fn internal_path(&self) -> Option<&str> {
        self.0.starts_with('/').then(|| self.0.split(['?', '#']).next().unwrap_or("/"))
    }
}

/// A phone number written once in `site.yaml`; shown as written, dialled in E.164 form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone {
    display: String,
    e164: String,
}

impl Phone {
    /// Accepts North American numbers: 10 digits, or 11 starting with 1, with any punctuation.
    pub fn parse(s: &str) -> Result<Phone, String> {
        let allowed = |c: char| c.is_ascii_digit() || " ()+-.".contains(c);
        if let Some(bad) = s.chars().find(|c| !allowed(*c)) {
            return Err(format!(
                "phone number `{s}` contains `{bad}` (expected digits with optional spaces, ( ) + - .)"
            ));
        }
        let digits: String = s.chars().filter(char::is_ascii_digit).collect();
        let national = match digits.len() {
            10 => digits.as_str(),
            11 if digits.starts_with('1') => &digits[1..],
            n => {
                return Err(format!(
                    "phone number `{s}` has {n} digits (expected a 10-digit Canadian number, e.g. (403) 555-0142)"
                ));
            }
        };
        if national.starts_with(['0', '1']) || national[3..].starts_with(['0', '1']) {
            return Err(format!(
                "phone number `{s}` is not dialable (area code and exchange cannot start with 0 or 1)"
            ));
        }
        Ok(Phone { display: s.trim().to_owned(), e164: format!("+1{national}") })
    }
    pub fn display(&self) -> &str {
        &self.display
    }
    pub fn href(&self) -> String {
        format!("tel:{}", self.e164)
    }
    pub fn e164(&self) -> &str {
        &self.e164
    }
}

/// An e-mail address, checked for the shape `local@domain.tld`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(s: &str) -> Result<Email, String> {
        let bad = || format!("`{s}` is not an e-mail address (expected name@example.ca)");
        let (local, domain) = s.split_once('@').ok_or_else(bad)?;
        let valid_local = !local.is_empty() && local.chars().all(|c| c.is_ascii_alphanumeric() || "._%+-".contains(c));
        let valid_domain = domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && domain.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
        if valid_local && valid_domain { Ok(Email(s.to_owned())) } else { Err(bad()) }
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A testimonial rating: whole stars from 1 to 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rating(u8);

impl Rating {
    pub fn get(self) -> u8 {
        self.0
    }
}

/// A lower-case, hyphenated identifier (`furnace-repair`), used in URLs and references.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Slug(String);

impl Slug {
    pub fn parse(s: &str) -> Result<Slug, String> {
        let ok = !s.is_empty()
            && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !s.starts_with('-')
            && !s.ends_with('-')
            && !s.contains("--");
        if ok {
            Ok(Slug(s.to_owned()))
        } else {
            Err(format!("`{s}` is not a slug (expected lower-case words joined by hyphens, e.g. furnace-repair)"))
        }
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Slug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for Href {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

macro_rules! from_yaml_string {
    ($ty:ty) => {
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = String::deserialize(d)?;
                <$ty>::parse(&s).map_err(D::Error::custom)
            }
        }
    };
}
from_yaml_string!(Href);
from_yaml_string!(Phone);
from_yaml_string!(Email);
from_yaml_string!(Slug);

impl<'de> Deserialize<'de> for Rating {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = i64::deserialize(d)?;
        match u8::try_from(n) {
            Ok(v @ 1..=5) => Ok(Rating(v)),
            _ => Err(D::Error::custom(format!("rating {n} is out of range (expected a whole number from 1 to 5)"))),
        }
    }
}

impl Serialize for Href {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl Serialize for Email {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

/// Templates get both forms, so a displayed number and its `tel:` link can never disagree.
impl Serialize for Phone {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Phone", 2)?;
        st.serialize_field("display", &self.display)?;
        st.serialize_field("href", &self.href())?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hrefs_allow_only_inert_schemes() {
        for ok in [
            "/",
            "/calgary",
            "/quote?service=basic-tune-up",
            "#plans",
            "https://example.ca/x",
            "mailto:info@example.ca",
            "tel:+14035550142",
        ] {
            assert!(Href::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "data:text/html,x",
            "//evil.example",
            "http://example.ca",
            "",
            "/a b",
            "#",
            "vbscript:x",
            "https://user@evil",
        ] {
            assert!(Href::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn internal_path_strips_query_and_fragment() {
        assert_eq!(Href::parse("/quote?service=x#f").unwrap().internal_path(), Some("/quote"));
        assert_eq!(Href::parse("https://x.ca/").unwrap().internal_path(), None);
    }

    #[test]
    fn phones_must_be_dialable() {
        let p = Phone::parse("(403) 555-0142").unwrap();
        assert_eq!(p.href(), "tel:+14035550142");
        assert_eq!(p.display(), "(403) 555-0142");
        assert!(Phone::parse("1-403-555-0142").is_ok());
        assert!(Phone::parse("555-0142").is_err());
        assert!(Phone::parse("(043) 555-0142").is_err());
        assert!(Phone::parse("403-555-CALL").is_err());
    }

    #[test]
    fn emails_and_slugs() {
        assert!(Email::parse("info@example.ca").is_ok());
        for bad in ["info", "@x.ca", "a@b", "a b@x.ca", "a@.ca"] {
            assert!(Email::parse(bad).is_err(), "{bad}");
        }
        assert!(Slug::parse("furnace-repair").is_ok());
        for bad in ["Furnace", "a--b", "-a", "a_b", ""] {
            assert!(Slug::parse(bad).is_err(), "{bad}");
        }
    }
}
