//! Colours written in site.yaml's `brand.colors` (`"#c2410c"`), and the arithmetic the contrast
//! check needs: WCAG 2 relative luminance and contrast ratio, and mixing for the tints derived
//! from a brand colour.

use std::fmt;

use serde::{Deserialize, Deserializer, de::Error as _};

/// An sRGB colour, written `#rrggbb` or `#rgb` (the `#` may be left out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Color {
    pub r: u8,
    pub g: u8,
    pub b: u8,
}

impl Color {
    pub const WHITE: Color = Color { r: 255, g: 255, b: 255 };
    pub const BLACK: Color = Color { r: 0, g: 0, b: 0 };

    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color { r, g, b }
    }

    pub fn parse(s: &str) -> Result<Color, String> {
        let hex = s.trim().strip_prefix('#').unwrap_or(s.trim());
        let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
        let digits: Option<Vec<u8>> = hex.bytes().map(digit).collect();
        match (hex.len(), digits) {
            (6, Some(d)) => Ok(Color { r: d[0] * 16 + d[1], g: d[2] * 16 + d[3], b: d[4] * 16 + d[5] }),
            (3, Some(d)) => Ok(Color { r: d[0] * 17, g: d[1] * 17, b: d[2] * 17 }),
            _ => Err(format!(
                "`{s}` is not a colour: write it as # and six hexadecimal digits, in quotes, like \"#c2410c\" \
                 (a colour picker or the brand guide gives this form)"
            )),
        }
    }

    /// WCAG 2's relative luminance (0 black, 1 white).
    pub fn luminance(self) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.040_45 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * channel(self.r) + 0.7152 * channel(self.g) + 0.0722 * channel(self.b)
    }

    /// WCAG 2's contrast ratio between two colours, from 1 (the same) to 21 (black on white).
    pub fn contrast(self, other: Color) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        let (hi, lo) = if a > b { (a, b) } else { (b, a) };
        (hi + 0.05) / (lo + 0.05)
    }

    /// `self` with `amount` (0 to 1) of `other` mixed in.
    pub fn mix(self, other: Color, amount: f64) -> Color {
        let m = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * amount).round().clamp(0.0, 255.0) as u8;
        Color { r: m(self.r, other.r), g: m(self.g, other.g), b: m(self.b, other.b) }
    }

    /// Hue (0 to 360), saturation and lightness (0 to 1): the terms in which a colour keeps being
    /// "the same colour" while it gets darker or lighter, for advice that keeps a brand's hue.
    pub fn hsl(self) -> (f64, f64, f64) {
        let [r, g, b] = [self.r, self.g, self.b].map(|c| f64::from(c) / 255.0);
        let (max, min) = (r.max(g).max(b), r.min(g).min(b));
        let l = (max + min) / 2.0;
        let d = max - min;
        if d == 0.0 {
            return (0.0, 0.0, l);
        }
        let s = d / (1.0 - (2.0 * l - 1.0).abs());
        let h = if max == r {
            60.0 * ((g - b) / d).rem_euclid(6.0)
        } else if max == g {
            60.0 * ((b - r) / d + 2.0)
        } else {
            60.0 * ((r - g) / d + 4.0)
        };
        (h, s, l)
    }

    /// The colour of hue `h`, saturation `s` and lightness `l` ([`Color::hsl`]'s terms).
    pub fn from_hsl(h: f64, s: f64, l: f64) -> Color {
        let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
        let x = c * (1.0 - ((h / 60.0).rem_euclid(2.0) - 1.0).abs());
        let m = l - c / 2.0;
        let (r, g, b) = match (h.rem_euclid(360.0) / 60.0) as u8 {
            0 => (c, x, 0.0),
            1 => (x, c, 0.0),
            2 => (0.0, c, x),
            3 => (0.0, x, c),
            4 => (x, 0.0, c),
            _ => (c, 0.0, x),
        };
        let byte = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
        Color { r: byte(r), g: byte(g), b: byte(b) }
    }

    /// `self` at lightness `l` (0 to 1), its hue and saturation kept.
    pub fn with_lightness(self, l: f64) -> Color {
        let (h, s, _) = self.hsl();
        Color::from_hsl(h, s, l.clamp(0.0, 1.0))
    }

    /// The closest darker shade of `self` (mixed with black in small steps) with at least `ratio`
    /// of contrast against `background`, for a message that suggests one.
    pub fn darkened_until(self, background: Color, ratio: f64) -> Option<Color> {
        (1..=20).map(|i| self.mix(Color::BLACK, f64::from(i) * 0.05)).find(|c| c.contrast(background) >= ratio)
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Color::parse(&String::deserialize(d)?).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_forms_people_write() {
        assert_eq!(Color::parse("#c2410c"), Ok(Color::rgb(0xc2, 0x41, 0x0c)));
        assert_eq!(Color::parse("C2410C"), Ok(Color::rgb(0xc2, 0x41, 0x0c)));
        assert_eq!(Color::parse("#fff"), Ok(Color::WHITE));
        assert!(Color::parse("orange").unwrap_err().contains("\"#c2410c\""));
        assert!(Color::parse("#c2410").is_err());
        assert_eq!(Color::rgb(0x9a, 0x34, 0x12).to_string(), "#9a3412");
    }

    #[test]
    fn contrast_matches_wcag_figures() {
        assert!((Color::BLACK.contrast(Color::WHITE) - 21.0).abs() < 1e-9);
        // WebAIM's checker: #c2410c on white is 5.18:1, #767676 on white 4.54:1.
        assert!((Color::rgb(0xc2, 0x41, 0x0c).contrast(Color::WHITE) - 5.18).abs() < 0.01);
        assert!((Color::rgb(0x76, 0x76, 0x76).contrast(Color::WHITE) - 4.54).abs() < 0.01);
    }

    #[test]
    fn hue_and_lightness_go_there_and_back() {
        for c in ["#fde68a", "#93c5fd", "#9ca3af", "#dc2626", "#0b1f3a", "#ffffff", "#000000", "#c2410c"] {
            let c = Color::parse(c).unwrap();
            let (h, s, l) = c.hsl();
            assert_eq!(Color::from_hsl(h, s, l), c, "{c}");
        }
        let (h, _, l) = Color::parse("#fde68a").unwrap().hsl();
        assert!((h - 48.0).abs() < 1.0 && (l - 0.767).abs() < 0.01, "{h} {l}");
        let darker = Color::parse("#fde68a").unwrap().with_lightness(0.3);
        assert!((darker.hsl().0 - h).abs() < 2.0, "the same yellow, darker: {darker}");
    }

    #[test]
    fn suggests_a_darker_shade_that_passes() {
        let yellow = Color::rgb(0xf5, 0x9e, 0x0b);
        assert!(yellow.contrast(Color::WHITE) < 4.5);
        let fixed = yellow.darkened_until(Color::WHITE, 4.5).unwrap();
        assert!(fixed.contrast(Color::WHITE) >= 4.5);
    }
}
