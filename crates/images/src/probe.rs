//! Reading an original: what it is, its size as shown (EXIF orientation applied) and a hash of its
//! bytes, without decoding its pixels. What went wrong is said in plain words.

use std::collections::HashMap;
use std::fs;
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::UNIX_EPOCH;

use image::{ImageDecoder, ImageReader};

use crate::{MAX_BYTES, MAX_PIXELS};

/// The formats an original may be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    Jpeg,
    Png,
    WebP,
}

impl Format {
    fn name(self) -> &'static str {
        match self {
            Format::Jpeg => "jpeg",
            Format::Png => "png",
            Format::WebP => "webp",
        }
    }

    fn from_name(s: &str) -> Option<Format> {
        Some(match s {
            "jpeg" => Format::Jpeg,
            "png" => Format::Png,
            "webp" => Format::WebP,
            _ => return None,
        })
    }
}

/// An original photo, as the build sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Original {
    /// As written in content, relative to the images folder (`cities/calgary.jpg`).
    pub rel: String,
    pub path: PathBuf,
    /// blake3 of the file's bytes, hex.
    pub hash: String,
    pub format: Format,
    /// Size as shown: EXIF orientation applied (a portrait phone photo stored sideways is taller
    /// than wide here).
    pub width: u32,
    pub height: u32,
    pub bytes: u64,
    /// Whether the pixels can be transparent (PNG or WebP with alpha).
    pub alpha: bool,
}

/// Why an original cannot be used. `Display` says it in plain words, with what to do.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ProbeError {
    #[error("there is no photo `{rel}` in {dir}{}", closest.as_ref().map(|c| format!(", did you mean `{c}`?")).unwrap_or_default())]
    Missing { rel: String, dir: String, closest: Option<String> },
    #[error("photo `{rel}`: write its path inside {dir}, without a / at the start{}", closest.as_ref().map(|c| format!(", like `{c}`")).unwrap_or_default())]
    NotRelative { rel: String, dir: String, closest: Option<String> },
    #[error(
        "`{rel}` is {what}, which the site cannot publish as a photo (expected a JPEG, PNG or WebP file: open it in a \
         photo editor and export it as JPEG)"
    )]
    Unsupported { rel: String, what: &'static str },
    /// `detail` is the decoder's own words, for developers; people read the message.
    #[error(
        "`{rel}` is damaged or only part of a picture (a copy that stopped early?); open it in a photo editor and \
         export it again as JPEG"
    )]
    Damaged { rel: String, detail: String },
    #[error(
        "`{rel}` is {}, over the limit of {} for an original; export it at most 4000 pixels wide as JPEG at \
         quality 85 (a phone photo saved that way is 2 to 4 MB) and replace the file",
        human_bytes(*bytes), human_bytes(MAX_BYTES)
    )]
    TooHeavy { rel: String, bytes: u64 },
    #[error(
        "`{rel}` is {width} × {height} pixels ({:.0} megapixels), over the limit of {} megapixels; export it at most \
         4000 pixels wide as JPEG at quality 85 and replace the file",
        (*width as f64 * *height as f64) / 1e6, MAX_PIXELS / 1_000_000
    )]
    TooLarge { rel: String, width: u32, height: u32 },
    #[error("cannot read `{rel}`: {detail}")]
    Read { rel: String, detail: String },
}

/// Reads an original under `dir` (`content/images/`). `rel` must stay inside `dir`.
pub fn probe(dir: &Path, rel: &str) -> Result<Original, ProbeError> {
    let path = inside(dir, rel).ok_or_else(|| missing(dir, rel))?;
    let meta = fs::metadata(&path).map_err(|_| missing(dir, rel))?;
    if !meta.is_file() {
        return Err(missing(dir, rel));
    }
    if meta.len() > MAX_BYTES {
        return Err(ProbeError::TooHeavy { rel: rel.to_owned(), bytes: meta.len() });
    }
    let bytes = fs::read(&path).map_err(|e| ProbeError::Read { rel: rel.to_owned(), detail: e.to_string() })?;
    read_bytes(rel, path, &bytes)
}

fn read_bytes(rel: &str, path: PathBuf, bytes: &[u8]) -> Result<Original, ProbeError> {
    read_header(rel, path, bytes).map(|(original, _)| original)
}

/// A photo that is not in the site yet (an upload), checked as [`probe`] checks an original, with
/// the same words: the format, the weight, the number of pixels, whether it decodes at all. Also
/// its EXIF orientation (1 when it has none).
pub fn probe_bytes(rel: &str, bytes: &[u8]) -> Result<(Original, u8), ProbeError> {
    if bytes.len() as u64 > MAX_BYTES {
        return Err(ProbeError::TooHeavy { rel: rel.to_owned(), bytes: bytes.len() as u64 });
    }
    read_header(rel, PathBuf::from(rel), bytes).map(|(o, orientation)| (o, orientation.to_exif()))
}

fn read_header(rel: &str, path: PathBuf, bytes: &[u8]) -> Result<(Original, image::metadata::Orientation), ProbeError> {
    let format = sniff(bytes).map_err(|what| ProbeError::Unsupported { rel: rel.to_owned(), what })?;
    let damaged = |e: image::ImageError| ProbeError::Damaged { rel: rel.to_owned(), detail: e.to_string() };
    let image_format = match format {
        Format::Jpeg => image::ImageFormat::Jpeg,
        Format::Png => image::ImageFormat::Png,
        Format::WebP => image::ImageFormat::WebP,
    };
    let mut reader = ImageReader::new(Cursor::new(bytes));
    reader.set_format(image_format);
    let mut decoder = reader.into_decoder().map_err(damaged)?;
    let (w, h) = decoder.dimensions();
    if w == 0 || h == 0 {
        return Err(ProbeError::Damaged { rel: rel.to_owned(), detail: "it has no pixels".into() });
    }
    if w as u64 * h as u64 > MAX_PIXELS {
        return Err(ProbeError::TooLarge { rel: rel.to_owned(), width: w, height: h });
    }
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let turned = matches!(
        orientation,
        image::metadata::Orientation::Rotate90
            | image::metadata::Orientation::Rotate270
            | image::metadata::Orientation::Rotate90FlipH
            | image::metadata::Orientation::Rotate270FlipH
    );
    let (width, height) = if turned { (h, w) } else { (w, h) };
    let original = Original {
        rel: rel.to_owned(),
        path,
        hash: blake3::hash(bytes).to_hex().to_string(),
        format,
        width,
        height,
        bytes: bytes.len() as u64,
        alpha: decoder.color_type().has_alpha(),
    };
    Ok((original, orientation))
}

/// What the first bytes say the file is: a format we take, or the name of one we do not.
fn sniff(b: &[u8]) -> Result<Format, &'static str> {
    let starts = |m: &[u8]| b.starts_with(m);
    if starts(&[0xFF, 0xD8, 0xFF]) {
        return Ok(Format::Jpeg);
    }
    if starts(b"\x89PNG\r\n\x1a\n") {
        return Ok(Format::Png);
    }
    if b.len() >= 12 && &b[..4] == b"RIFF" && &b[8..12] == b"WEBP" {
        return Ok(Format::WebP);
    }
    if b.len() >= 12 && &b[4..8] == b"ftyp" {
        let brand = &b[8..12];
        return Err(match brand {
            b"avif" | b"avis" => "an AVIF file",
            b"heic" | b"heix" | b"hevc" | b"heim" | b"heis" | b"mif1" | b"msf1" => "an iPhone HEIC photo",
            _ => "a video or HEIF file",
        });
    }
    if starts(b"GIF8") {
        return Err("a GIF animation or picture");
    }
    if starts(b"II*\0") || starts(b"MM\0*") {
        return Err("a TIFF or camera raw file");
    }
    if starts(b"BM") {
        return Err("a BMP picture");
    }
    if starts(b"%PDF") {
        return Err("a PDF document");
    }
    let head = String::from_utf8_lossy(&b[..b.len().min(512)]).to_ascii_lowercase();
    if head.contains("<svg") {
        return Err("an SVG drawing");
    }
    Err("not a picture")
}

/// `dir/rel`, unless `rel` tries to leave `dir` or is absolute.
fn inside(dir: &Path, rel: &str) -> Option<PathBuf> {
    let ok = !rel.is_empty()
        && !rel.starts_with('/')
        && !rel.contains('\\')
        && rel.split('/').all(|p| !p.is_empty() && p != "." && p != "..");
    ok.then(|| dir.join(rel))
}

fn missing(dir: &Path, rel: &str) -> ProbeError {
    let mut names = Vec::new();
    collect(dir, dir, &mut names);
    names.sort();
    // `/images/cities/calgary.jpg`, the way pictures under static/ were written.
    let inner = rel.trim_start_matches('/').trim_start_matches("images/");
    let closest = closest(inner, &names);
    if rel.starts_with('/') {
        return ProbeError::NotRelative { rel: rel.to_owned(), dir: dir_label(dir), closest };
    }
    ProbeError::Missing { rel: rel.to_owned(), dir: dir_label(dir), closest }
}

/// `content/images/` as the editor knows it, whatever the absolute path.
fn dir_label(dir: &Path) -> String {
    let parts: Vec<String> = dir.components().rev().take(2).map(|c| c.as_os_str().to_string_lossy().into()).collect();
    format!("{}/", parts.into_iter().rev().collect::<Vec<_>>().join("/"))
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(root, &p, out);
        } else if let Ok(rel) = p.strip_prefix(root) {
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The existing file whose name is nearest to `rel` (a typo, another extension), if any is near.
fn closest(rel: &str, names: &[String]) -> Option<String> {
    let best = names.iter().map(|n| (distance(rel, n), n)).min()?;
    let limit = (rel.chars().count() / 3).max(2);
    (best.0 <= limit).then(|| best.1.clone())
}

fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb)).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

pub(crate) fn human_bytes(n: u64) -> String {
    if n >= 1024 * 1024 {
        format!("{:.1} MB", n as f64 / (1024.0 * 1024.0))
    } else {
        format!("{} KB", n.div_ceil(1024))
    }
}

/// Probes with a memo on disk: an original whose path, length and modification time are those of
/// the last build is not read again. The memo only saves reading and hashing; a file that changed
/// in any of the three is read in full.
pub struct Probes {
    dir: PathBuf,
    memo_file: Option<PathBuf>,
    memo: Mutex<HashMap<String, (u64, u128, Original)>>,
    changed: Mutex<bool>,
}

impl Probes {
    /// Originals under `dir`; the memo is kept in `cache` (no memo when None).
    pub fn new(dir: &Path, cache: Option<&Path>) -> Probes {
        let memo_file = cache.map(|c| c.join("probe.tsv"));
        let memo = memo_file.as_deref().map(|f| read_memo(f, dir)).unwrap_or_default();
        Probes { dir: dir.to_owned(), memo_file, memo: Mutex::new(memo), changed: Mutex::new(false) }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// [`probe`], or the memo's answer when the file has not changed.
    pub fn probe(&self, rel: &str) -> Result<Original, ProbeError> {
        let stamp = inside(&self.dir, rel).and_then(|p| fs::metadata(p).ok()).and_then(|m| {
            let mtime = m.modified().ok()?.duration_since(UNIX_EPOCH).ok()?.as_nanos();
            Some((m.len(), mtime))
        });
        if let Some((len, mtime)) = stamp {
            let hit = self.memo.lock().ok().and_then(|m| m.get(rel).cloned());
            if let Some((l, t, o)) = hit
                && (l, t) == (len, mtime)
            {
                return Ok(o);
            }
        }
        let original = probe(&self.dir, rel)?;
        if let (Some((len, mtime)), Ok(mut memo)) = (stamp, self.memo.lock()) {
            memo.insert(rel.to_owned(), (len, mtime, original.clone()));
            if let Ok(mut c) = self.changed.lock() {
                *c = true;
            }
        }
        Ok(original)
    }

    /// Writes the memo when it learnt something (through a rename: a concurrent build reads the old
    /// memo or the new one, never half of one).
    pub fn save(&self) -> std::io::Result<()> {
        let (Some(file), true) = (&self.memo_file, self.changed.lock().map(|c| *c).unwrap_or(false)) else {
            return Ok(());
        };
        let memo = self.memo.lock().map_err(|_| std::io::Error::other("memo lock"))?;
        let mut rows: Vec<String> = memo
            .iter()
            .map(|(rel, (len, mtime, o))| {
                format!(
                    "{rel}\t{len}\t{mtime}\t{}\t{}\t{}\t{}\t{}\n",
                    o.hash,
                    o.format.name(),
                    o.width,
                    o.height,
                    u8::from(o.alpha)
                )
            })
            .collect();
        rows.sort();
        sitegen_atomic::write(file, rows.concat().as_bytes(), sitegen_atomic::Durability::Cache)
    }
}

fn read_memo(file: &Path, dir: &Path) -> HashMap<String, (u64, u128, Original)> {
    let Ok(text) = fs::read_to_string(file) else { return HashMap::new() };
    text.lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let [rel, len, mtime, hash, format, w, h, alpha] = f[..] else { return None };
            let o = Original {
                rel: rel.to_owned(),
                path: inside(dir, rel)?,
                hash: hash.to_owned(),
                format: Format::from_name(format)?,
                width: w.parse().ok()?,
                height: h.parse().ok()?,
                bytes: len.parse().ok()?,
                alpha: alpha == "1",
            };
            Some((rel.to_owned(), (len.parse().ok()?, mtime.parse().ok()?, o)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        let img = image::RgbImage::from_fn(w, h, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        let mut out = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 80)
            .encode(img.as_raw(), w, h, image::ExtendedColorType::Rgb8)
            .unwrap();
        out
    }

    #[test]
    fn a_jpeg_is_read_without_decoding_and_hashed() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("a.jpg"), jpeg(64, 48)).unwrap();
        let o = probe(dir.path(), "a.jpg").unwrap();
        assert_eq!((o.width, o.height, o.format, o.alpha), (64, 48, Format::Jpeg, false));
        assert_eq!(o.hash.len(), 64);
    }

    #[test]
    fn each_mistake_is_named_in_plain_words() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("cities")).unwrap();
        fs::write(dir.path().join("cities/calgary.jpg"), jpeg(8, 8)).unwrap();
        let missing = probe(dir.path(), "cities/calgray.jpg").unwrap_err().to_string();
        assert!(missing.contains("did you mean `cities/calgary.jpg`"), "{missing}");
        assert!(matches!(probe(dir.path(), "../etc/passwd"), Err(ProbeError::Missing { .. })));

        fs::write(dir.path().join("logo.svg"), "<?xml version=\"1.0\"?>\n<svg></svg>").unwrap();
        assert!(probe(dir.path(), "logo.svg").unwrap_err().to_string().contains("an SVG drawing"));
        let mut heic = vec![0, 0, 0, 24];
        heic.extend_from_slice(b"ftypheic0000");
        fs::write(dir.path().join("IMG_0001.HEIC"), heic).unwrap();
        assert!(probe(dir.path(), "IMG_0001.HEIC").unwrap_err().to_string().contains("iPhone HEIC"));

        let mut cut = jpeg(64, 64);
        cut.truncate(20);
        fs::write(dir.path().join("cut.jpg"), cut).unwrap();
        assert!(matches!(probe(dir.path(), "cut.jpg"), Err(ProbeError::Damaged { .. })));
    }

    #[test]
    fn an_original_over_the_limits_is_refused_with_what_to_do() {
        let dir = tempfile::tempdir().unwrap();
        let big = fs::File::create(dir.path().join("huge.jpg")).unwrap();
        big.set_len(MAX_BYTES + 1).unwrap();
        let e = probe(dir.path(), "huge.jpg").unwrap_err().to_string();
        assert!(e.contains("over the limit of 25.0 MB") && e.contains("export it at most 4000 pixels wide"), "{e}");
        // A JPEG whose header (SOF0) claims 10000 × 10000 pixels: refused before any pixel is decoded.
        let mut big = jpeg(8, 8);
        let sof = big.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
        big[sof + 5..sof + 7].copy_from_slice(&10_000u16.to_be_bytes());
        big[sof + 7..sof + 9].copy_from_slice(&10_000u16.to_be_bytes());
        fs::write(dir.path().join("wide.jpg"), big).unwrap();
        let e = probe(dir.path(), "wide.jpg").unwrap_err();
        assert!(matches!(e, ProbeError::TooLarge { width: 10_000, .. }), "{e}");
    }

    #[test]
    fn the_memo_answers_for_an_unchanged_file_and_rereads_a_changed_one() {
        let dir = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("a.jpg"), jpeg(32, 16)).unwrap();
        let probes = Probes::new(dir.path(), Some(cache.path()));
        let first = probes.probe("a.jpg").unwrap();
        probes.save().unwrap();
        let again = Probes::new(dir.path(), Some(cache.path()));
        assert_eq!(again.probe("a.jpg").unwrap(), first);
        assert!(!*again.changed.lock().unwrap(), "an unchanged file is not read again");
        fs::write(dir.path().join("a.jpg"), jpeg(16, 32)).unwrap();
        let changed = again.probe("a.jpg").unwrap();
        assert_eq!((changed.width, changed.height), (16, 32));
        assert_ne!(changed.hash, first.hash);
    }
}
