//! Photos named in content: the rules that need no file. Every photo says what it shows (`alt`),
//! unless it is marked `decorative: true`, and then it says nothing. (That a hero shows a photo or
//! a box beside its heading, not both, is the hero's own rule, in `sections/hero.rs`.)
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
                     it, like alt: Technician checking a furnace; or `decorative: true` for a photo that only decorates)"
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
