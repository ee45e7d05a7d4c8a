//! Pictures written in content, checked against the real files under `static/`: the `width` and
//! `height` an editor types must be the picture's own size (or a smaller size of the same shape),
//! and a photo heavier than a phone should download is a warning with what to do about it.
//!
//! A picture whose file is missing is left to the link check, which reports it once at its line
//! with the closest existing file.

use std::fs;
use std::path::{Path, PathBuf};

use crate::model::Site;
use crate::{Diagnostic, Pos};

/// The largest picture file a page should make a phone download, in bytes. A photo straight from a
/// phone is 3 to 6 MB; the same photo saved 1,600 pixels wide as JPEG or WebP is well under this.
pub const IMAGE_BUDGET_BYTES: u64 = 400 * 1024;

/// How far the shape written in content may be from the file's (rounding of a scaled size).
const SHAPE_TOLERANCE: f64 = 0.01;

/// What the pictures of the site get wrong: errors (the page would show a stretched or blurred
/// picture) and warnings (a file too heavy for a phone). `root` holds `content/` and `static/`.
pub fn check_images(site: &Site, root: &Path) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    for (file, image) in site.written_images() {
        let Some(path) = static_file(root, image.src.as_str()) else { continue };
        let Ok(meta) = fs::metadata(&path) else { continue };
        let text = fs::read_to_string(root.join(file)).unwrap_or_default();
        let src_pos = image.src.pos();
        let size_pos = find_after(&text, src_pos, "width:").unwrap_or(src_pos);
        let is_svg = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("svg"));
        let real = if is_svg { svg_size(&path) } else { raster_size(&path) };
        let Some((w, h)) = real else {
            errors.push(Diagnostic::new(
                file,
                src_pos,
                format!(
                    "`{}` is not a picture a browser can show, or the file is damaged (expected a JPEG, PNG, WebP, AVIF, \
                     GIF or SVG file; open it in a photo editor and save it again as JPEG)",
                    image.src.as_str()
                ),
            ));
            continue;
        };
        if let Some(problem) = size_problem((image.width, image.height), (w, h), is_svg) {
            errors.push(Diagnostic::new(file, size_pos, problem));
        }
        if !is_svg && meta.len() > IMAGE_BUDGET_BYTES {
            warnings.push(Diagnostic::new(
                file,
                src_pos,
                format!(
                    "picture `{}` is {}, too heavy for a phone on mobile data (expected at most {}: save it from a photo \
                     editor at most 1,600 pixels wide, as JPEG at quality 80 or as WebP, then write its new width and height)",
                    image.src.as_str(),
                    human_bytes(meta.len()),
                    human_bytes(IMAGE_BUDGET_BYTES)
                ),
            ));
        }
    }
    (errors, warnings)
}

/// What is wrong with showing a `real`-sized picture at the `written` size, if anything.
fn size_problem(written: (u32, u32), real: (u32, u32), vector: bool) -> Option<String> {
    let ((ww, wh), (rw, rh)) = (written, real);
    let fix = format!("`width: {rw}` and `height: {rh}`, the picture's own size, or smaller in the same shape");
    if ww == 0 || wh == 0 {
        return Some(format!("width and height cannot be 0 (expected {fix})"));
    }
    if !vector && (ww > rw || wh > rh) {
        return Some(format!(
            "this picture is {rw} × {rh} pixels, but width and height say {ww} × {wh}: it would show blurred and take \
             the wrong space on the page (expected {fix})"
        ));
    }
    let (shape, written_shape) = (rw as f64 / rh.max(1) as f64, ww as f64 / wh as f64);
    if (shape - written_shape).abs() / shape > SHAPE_TOLERANCE {
        return Some(format!(
            "this picture is {rw} × {rh} pixels, but width and height say {ww} × {wh}, another shape: it would show \
             squashed or stretched (expected {fix})"
        ));
    }
    None
}

/// `static/…` for a site path such as `/images/cities/calgary.jpg`; `None` for links elsewhere.
fn static_file(root: &Path, src: &str) -> Option<PathBuf> {
    let rel = src.strip_prefix('/')?;
    if rel.is_empty() || rel.split('/').any(|part| part == "..") {
        return None;
    }
    Some(root.join("static").join(rel))
}

fn raster_size(path: &Path) -> Option<(u32, u32)> {
    let size = imagesize::size(path).ok()?;
    Some((u32::try_from(size.width).ok()?, u32::try_from(size.height).ok()?))
}

/// An SVG's size from the `width` and `height` of its `<svg>` element, or else its `viewBox`.
fn svg_size(path: &Path) -> Option<(u32, u32)> {
    let text = fs::read_to_string(path).ok()?;
    let start = text.find("<svg")?;
    let tag = &text[start..start + text[start..].find('>')?];
    let attr = |name: &str| {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        Some(&tag[at..at + tag[at..].find('"')?])
    };
    let number = |v: &str| v.trim().trim_end_matches("px").parse::<f64>().ok().filter(|n| *n > 0.0);
    let (w, h) = match (attr("width").and_then(number), attr("height").and_then(number)) {
        (Some(w), Some(h)) => (w, h),
        _ => {
            let parts: Vec<f64> =
                attr("viewBox")?.split([' ', ',']).filter(|p| !p.is_empty()).filter_map(|p| p.parse().ok()).collect();
            match parts[..] {
                [_, _, w, h] if w > 0.0 && h > 0.0 => (w, h),
                _ => return None,
            }
        }
    };
    Some((w.round() as u32, h.round() as u32))
}

/// The position of the value after the first `key` at or after `from` in the next few lines.
fn find_after(text: &str, from: Pos, key: &str) -> Option<Pos> {
    let line_start: usize = text.split_inclusive('\n').take(from.line.saturating_sub(1) as usize).map(str::len).sum();
    let window: String = text[line_start..].split_inclusive('\n').take(4).collect();
    let at = window.find(key)? + key.len();
    let at = at + window[at..].len() - window[at..].trim_start_matches(' ').len();
    let before = &window[..at];
    let line = from.line + before.matches('\n').count() as u64;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() as u64 + 1;
    Some(Pos { line, column })
}

fn human_bytes(n: u64) -> String {
    if n >= 1024 * 1024 {
        format!("{:.1} MB", n as f64 / (1024.0 * 1024.0))
    } else {
        format!("{} KB", n.div_ceil(1024))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_smaller_size_of_the_same_shape_is_fine() {
        assert_eq!(size_problem((480, 270), (480, 270), false), None);
        assert_eq!(size_problem((800, 600), (1600, 1200), false), None);
        assert_eq!(size_problem((801, 600), (1600, 1200), false), None, "rounding is not a new shape");
    }

    #[test]
    fn a_made_up_size_is_refused_with_the_real_one() {
        let bigger = size_problem((4000, 3000), (1600, 1200), false).unwrap();
        assert!(bigger.contains("1600 × 1200") && bigger.contains("`width: 1600`"), "{bigger}");
        let squashed = size_problem((1600, 900), (1600, 1200), false).unwrap();
        assert!(squashed.contains("another shape"), "{squashed}");
        assert!(size_problem((0, 10), (10, 10), false).unwrap().contains("cannot be 0"));
    }

    #[test]
    fn a_drawing_can_be_shown_larger_but_not_in_another_shape() {
        assert_eq!(size_problem((960, 540), (480, 270), true), None);
        assert!(size_problem((960, 960), (480, 270), true).is_some());
    }

    #[test]
    fn svg_size_comes_from_width_and_height_or_the_view_box() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.svg");
        fs::write(
            &p,
            r#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="480px" height="270"><g/></svg>"#,
        )
        .unwrap();
        assert_eq!(svg_size(&p), Some((480, 270)));
        fs::write(&p, r#"<svg viewBox="0 0 1200 630"></svg>"#).unwrap();
        assert_eq!(svg_size(&p), Some((1200, 630)));
        fs::write(&p, "<svg></svg>").unwrap();
        assert_eq!(svg_size(&p), None);
    }

    #[test]
    fn paths_outside_static_are_not_read() {
        assert_eq!(static_file(Path::new("/r"), "/images/a.jpg"), Some(PathBuf::from("/r/static/images/a.jpg")));
        assert_eq!(static_file(Path::new("/r"), "/../etc/passwd"), None);
        assert_eq!(static_file(Path::new("/r"), "https://x.test/a.jpg"), None);
    }

    #[test]
    fn the_size_line_is_found_after_the_src() {
        let text = "- slug: a\n  image:\n    src: /a.jpg\n    width: 4000\n";
        assert_eq!(find_after(text, Pos { line: 3, column: 10 }, "width:"), Some(Pos { line: 4, column: 12 }));
        let inline = "  image: { src: /a.jpg, width: 4000, height: 3 }\n";
        assert_eq!(find_after(inline, Pos { line: 1, column: 17 }, "width:"), Some(Pos { line: 1, column: 32 }));
    }
}
