//! Small validated value types. Each checks itself while it is parsed, so a bad value is reported
//! by the YAML parser at its exact line and column.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Pos;

/// A link target an editor wrote. Only link kinds that cannot run code are allowed. It remembers
/// where it was written, so a link that leads nowhere is reported at its line in the YAML; the
/// position takes no part in comparisons.
#[derive(Debug, Clone, bitcode::Encode, bitcode::Decode)]
pub struct Href(String, Pos);

impl PartialEq for Href {
    fn eq(&self, other: &Href) -> bool {
        self.0 == other.0
    }
}
impl Eq for Href {}
impl std::hash::Hash for Href {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.hash(h)
    }
}
impl PartialOrd for Href {
    fn partial_cmp(&self, other: &Href) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Href {
    fn cmp(&self, other: &Href) -> std::cmp::Ordering {
        self.0.cmp(&other.0)
    }
}

impl Href {
    pub fn parse(s: &str) -> Result<Href, String> {
        let expected =
            "expected an internal path like /lakeview, an #anchor, an https:// URL, a mailto: or a tel: link";
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
        if ok { Ok(Href(s.to_owned(), Pos::default())) } else { Err(format!("link `{s}` is not allowed ({expected})")) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Where the link was written (line 0 when it was not read from a file).
    pub fn pos(&self) -> Pos {
        self.1
    }

    /// This link to another path of the site, with its own query and fragment (`/quote?x` to
    /// `/fr/soumission?x`).
    pub fn with_path(&self, path: &str) -> Href {
        let rest = self.0.find(['?', '#']).map_or("", |at| &self.0[at..]);
        Href(format!("{path}{rest}"), self.1)
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
                    "phone number `{s}` has {n} digits (expected a 10-digit Canadian number, e.g. (555) 555-0142)"
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
    /// The three digits of its area code ("403" of (403) 555-0142).
    pub fn area_code(&self) -> &str {
        &self.e164[2..5]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, bitcode::Encode, bitcode::Decode)]
pub struct Rating(u8);

impl Rating {
    pub fn get(self) -> u8 {
        self.0
    }
}

/// A lower-case, hyphenated identifier (`furnace-repair`), used in URLs and references.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, bitcode::Encode, bitcode::Decode)]
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
            Err(format!("`{s}` is not a slug (expected lower-case words joined by hyphens, e.g. roof-repair)"))
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

// An empty `key:` is null, which the parser reports and `source::explain` says in plain words;
// a missing key is reported as missing. (Reading an `Option` here would turn a missing key into
// "nothing written", at the wrong line.)
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
impl<'de> Deserialize<'de> for Href {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = serde_saphyr::Spanned::<String>::deserialize(d)?;
        let pos = Pos { line: s.referenced.line(), column: s.referenced.column() };
        Href::parse(&s.value).map(|h| Href(h.0, pos)).map_err(D::Error::custom)
    }
}
from_yaml_string!(Phone);
from_yaml_string!(Email);
from_yaml_string!(Slug);

impl<'de> Deserialize<'de> for Rating {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Stars;
        impl serde::de::Visitor<'_> for Stars {
            type Value = Rating;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a whole number of stars from 1 to 5")
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Rating, E> {
                match u8::try_from(n) {
                    Ok(v @ 1..=5) => Ok(Rating(v)),
                    _ => Err(E::custom(format!("rating {n} is out of range (expected a whole number from 1 to 5)"))),
                }
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Rating, E> {
                self.visit_i64(i64::try_from(n).unwrap_or(i64::MAX))
            }
            fn visit_f64<E: serde::de::Error>(self, n: f64) -> Result<Rating, E> {
                Err(E::custom(format!(
                    "rating {n} is not a whole number: ratings are whole stars from 1 to 5 (write {})",
                    n.round().clamp(1.0, 5.0)
                )))
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Rating, E> {
                Err(E::custom(format!("rating `{s}` is not a number (expected whole stars from 1 to 5, e.g. 5)")))
            }
            fn visit_unit<E: serde::de::Error>(self) -> Result<Rating, E> {
                Err(E::custom("nothing is written after the colon (expected whole stars from 1 to 5, e.g. 5)"))
            }
        }
        d.deserialize_any(Stars)
    }
}

/// Words a visitor reads, which must say something: an empty or blank value is a mistake (a
/// testimonial with no name, a card with no title), never published as a gap.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default, bitcode::Encode, bitcode::Decode)]
pub struct Words(String);

impl Words {
    pub fn parse(s: &str) -> Result<Words, String> {
        if s.trim().is_empty() {
            Err("this text is empty (write the text inside the quotes, or remove the line if the field is optional)"
                .to_owned())
        } else {
            Ok(Words(s.to_owned()))
        }
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
    pub fn into_string(self) -> String {
        self.0
    }
}

impl std::ops::Deref for Words {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Words> for String {
    fn from(t: Words) -> String {
        t.0
    }
}

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Words::parse(&String::deserialize(d)?).map_err(D::Error::custom)
    }
}

impl Serialize for Words {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

/// A price as visitors read it: a dollar sign and whole dollars, with thousands commas and cents
/// allowed (`$149`, `$1,299`, `$89.99`), the French way on a French site (`149 $`, `1 299 $`,
/// `89,99 $`), or words with no figures for a price that is quoted (`Custom`). A bare number would
/// be published without its dollar sign.
#[derive(Debug, Clone, PartialEq, Eq, bitcode::Encode, bitcode::Decode)]
pub struct Price(String);

impl Price {
    pub fn parse(s: &str) -> Result<Price, String> {
        let expected = "expected a dollar amount such as $149, $1,299 or $89.99, or a word such as Custom";
        if !s.contains(|c: char| c.is_ascii_digit() || c == '$') && !s.trim().is_empty() {
            return Ok(Price(s.trim().to_owned()));
        }
        let space = |c: char| c == ' ' || c == '\u{a0}' || c == '\u{202f}';
        if let Some(amount) = s.trim().strip_suffix('$') {
            // French: spaces between thousands, a comma before the cents, the sign after.
            let amount = amount.trim_end_matches(space);
            let (whole, cents) = amount.split_once(',').unwrap_or((amount, ""));
            let groups: Vec<&str> = whole.split(space).collect();
            let digits = |g: &str| !g.is_empty() && g.chars().all(|c| c.is_ascii_digit());
            let whole_ok = groups.iter().all(|g| digits(g))
                && (groups.len() == 1 || (groups[0].len() <= 3 && groups[1..].iter().all(|g| g.len() == 3)));
            let cents_ok = !amount.contains(',') || (cents.len() == 2 && digits(cents));
            return if whole_ok && cents_ok && !amount.is_empty() {
                Ok(Price(s.trim().to_owned()))
            } else {
                Err(format!("price `{s}` is not a dollar amount (expected 149 $, 1 299 $ or 89,99 $ in French)"))
            };
        }
        let Some(amount) = s.trim().strip_prefix('$') else {
            return Err(format!("price `{s}` has no dollar sign ({expected})"));
        };
        let (whole, cents) = amount.split_once('.').unwrap_or((amount, ""));
        let groups: Vec<&str> = whole.split(',').collect();
        let digits = |g: &str| !g.is_empty() && g.chars().all(|c| c.is_ascii_digit());
        let whole_ok = groups.iter().all(|g| digits(g))
            && (groups.len() == 1 || (groups[0].len() <= 3 && groups[1..].iter().all(|g| g.len() == 3)));
        let cents_ok = !amount.contains('.') || (cents.len() == 2 && digits(cents));
        if whole_ok && cents_ok {
            Ok(Price(s.trim().to_owned()))
        } else {
            Err(format!("price `{s}` is not a dollar amount ({expected})"))
        }
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for Price {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Amount;
        impl serde::de::Visitor<'_> for Amount {
            type Value = Price;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a dollar amount such as $149")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Price, E> {
                Price::parse(s).map_err(E::custom)
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Price, E> {
                Err(E::custom(format!("price `{n}` has no dollar sign (write it as ${n})")))
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Price, E> {
                Err(E::custom(format!("price `{n}` has no dollar sign (write it as ${n})")))
            }
            fn visit_f64<E: serde::de::Error>(self, n: f64) -> Result<Price, E> {
                Err(E::custom(format!("price `{n}` has no dollar sign (write it as ${n:.2})")))
            }
            fn visit_unit<E: serde::de::Error>(self) -> Result<Price, E> {
                Err(E::custom("nothing is written after the colon (expected a dollar amount such as $149)"))
            }
        }
        d.deserialize_any(Amount)
    }
}

impl Serialize for Price {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
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

    #[test]
    fn prices_carry_their_dollar_sign() {
        // The French way too: the sign after, spaces between thousands, a comma before the cents.
        for ok in [
            "$149",
            "$1,299",
            "$1299",
            "$89.99",
            "Custom",
            "Free estimate",
            "149 $",
            "1 299 $",
            "1\u{a0}299,99\u{a0}$",
            "149$",
        ] {
            assert!(Price::parse(ok).is_ok(), "{ok}");
        }
        for bad in
            ["149", "$", "$1,29", "$12,9999", "$89.9", "$14 9", "from $149", "", " $", "1 29 $", "89,9 $", "12 3456 $"]
        {
            assert!(Price::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn words_cannot_be_blank() {
        assert!(Words::parse("Sarah M.").is_ok());
        for bad in ["", "   ", "\t\n"] {
            assert!(Words::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn values_read_from_yaml_say_what_is_wrong_in_plain_words() {
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct T {
            price: Option<Price>,
            rating: Option<Rating>,
            author: Option<Words>,
            phone: Option<Phone>,
            href: Option<Href>,
        }
        let err = |yaml: &str| crate::parse_yaml::<T>(yaml).unwrap_err().1;
        assert_eq!(err("price: 159"), "price `159` has no dollar sign (write it as $159)");
        assert!(err("rating: 4.5").starts_with("rating 4.5 is not a whole number"), "{}", err("rating: 4.5"));
        assert!(err("rating: 6").contains("out of range"));
        assert!(err("author: ''").starts_with("this text is empty"));
        assert!(err("author: '  '").starts_with("this text is empty"));
        let t: T = crate::parse_yaml("href: /calgary\n").unwrap();
        assert_eq!(t.href.unwrap().pos(), Pos { line: 1, column: 7 });
    }
}
