//! Photos named in content: the rules that need no file. Every photo says what it shows (`alt`),
//! unless it is marked `decorative: true`, and then it says nothing; a drawing marked
//! `illustration: true` is described as one (a warning flags alt text that claims real people or
//! places). A hero may show a photo and a box beside its heading together (the photo stands above
//! the box).
//!
//! The files themselves (missing, damaged, too large, smaller than where they are shown) are read
//! by the pipeline's photo stage, which reports at the same `src` positions.

use crate::Diagnostic;
use crate::model::Site;

/// Every photo mistake that needs no file, in content order.
pub fn check_photos(site: &Site) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (file, image) in site.written_photos() {
        let src = image.src.value.as_str();
        match (&image.alt, image.decorative) {
            (None, false) => out.push(Diagnostic::new(
                file,
                image.src.pos,
                format!(
                    "photo `{src}` has no alt text (expected `alt:` saying what it shows, for people who cannot see \
                     it, like alt: Two of our crew fitting a new water tank; or `decorative: true` for a photo that only decorates)"
                ),
            )),
            (Some(alt), false) if alt.value.trim().is_empty() => out.push(Diagnostic::new(
                file,
                alt.pos,
                format!(
                    "the alt text of photo `{src}` is empty (expected words saying what it shows; an empty alt is \
                     only for a photo marked `decorative: true`)"
                ),
            )),
            (Some(alt), true) if !alt.value.trim().is_empty() => out.push(Diagnostic::new(
                file,
                alt.pos,
                format!(
                    "photo `{src}` is marked decorative but has alt text (expected one of the two: remove alt, or \
                     remove `decorative: true`)"
                ),
            )),
            _ => {}
        }
    }
    out
}

/// Words in the alt text of a drawing that claim it shows real people, a real place or a real
/// moment. A drawing may show people (an illustrated technician), so the words are the ones that
/// assert reality: a team "in uniform", "our" crew, a "photo".
const REAL_CLAIMS: &[&str] = &[
    "photo",
    "photograph",
    "picture of our",
    "our team",
    "our crew",
    "our technicians",
    "in uniform",
    "standing in front of",
    "real",
    "actual",
    "of our",
    "taken at",
    "on site at",
];

/// Warnings for drawings (`illustration: true`) whose alt text reads as a description of real
/// people or places, and for those that do not say they are a drawing at all: a visitor who
/// cannot see the picture would believe it shows the business's real team or a real job.
pub fn check_illustrations(site: &Site) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (file, image) in site.written_photos() {
        let (true, Some(alt)) = (image.illustration, &image.alt) else { continue };
        // Whole words only ("boreal" is not "real"): letters and digits, one space between words.
        let words: String =
            alt.value.to_lowercase().chars().map(|c| if c.is_alphanumeric() { c } else { ' ' }).collect();
        let lower = format!(" {} ", words.split_whitespace().collect::<Vec<_>>().join(" "));
        let src = image.src.value.as_str();
        if let Some(claim) = REAL_CLAIMS.iter().find(|w| lower.contains(&format!(" {} ", w.trim()))) {
            out.push(Diagnostic::new(
                file,
                alt.pos,
                format!(
                    "photo `{src}` is marked `illustration: true`, but its alt text says \"{}\", which reads as real people \
                     or a real place (expected alt text that says it is a drawing and what it shows, like \
                     alt: Illustration of our van outside a house)",
                    claim.trim()
                ),
            ));
        } else if !["illustration", "drawing", "drawn", "cartoon", "artwork"]
            .iter()
            .any(|w| lower.contains(&format!(" {w} ")))
        {
            out.push(Diagnostic::new(
                file,
                alt.pos,
                format!(
                    "photo `{src}` is marked `illustration: true`, but its alt text does not say so (expected it to start \
                     like alt: Illustration of ..., so people who cannot see it are not told it is a photograph)"
                ),
            ));
        }
    }
    out
}
