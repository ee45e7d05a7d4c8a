//! Making the variants: each original that has a variant missing from the cache is decoded once
//! (EXIF orientation applied, every other piece of metadata left behind: only pixels go on), then
//! each size is cropped and scaled once and encoded in each format. Originals and sizes are worked
//! on in parallel. Files enter the cache through a rename, so a reader never sees half a file.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Cursor;
use std::path::{Path, PathBuf};

use fast_image_resize as fr;
use image::{DynamicImage, ExtendedColorType, ImageDecoder, ImageEncoder, ImageReader};
use rayon::prelude::*;
use sitegen_atomic::Durability;

use crate::plan::{Crop, OutFormat, Variant};

/// rav1e's speed (1 slowest and smallest .. 10 fastest). Measured on one 12 MP phone photo's 43
/// files (bench/photos.py, 2 cores): speed 8 took 5.0 s and its AVIF files 187 KB, speed 9 2.3 s
/// and 227 KB (+21%: 9 turns off loop restoration), speed 10 1.9 s and 293 KB. sharp (libvips,
/// libaom at effort 2) makes the same files in 3.7 s: 9 is the fastest speed whose size cost is
/// modest, and a new photo is ready in about the time sharp would take.
const AVIF_SPEED: u8 = 9;

/// AV1's 8-bit profile: ravif defaults to 10 bits even for 8-bit photos, which doubles rav1e's time
/// (its CDEF filter has no assembly for 10 bits) for files of the same size (186.6 KB against 186.7).
const AVIF_DEPTH: ravif::BitDepth = ravif::BitDepth::Eight;

/// What a call to [`encode`] did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct EncodeReport {
    /// Files made now.
    pub encoded: usize,
    /// Files that were in the cache already.
    pub cached: usize,
    /// Originals decoded (each at most once).
    pub decoded: usize,
}

#[derive(Debug, thiserror::Error)]
pub enum EncodeError {
    /// The original could not be decoded past its header (cut short, damaged inside).
    #[error("{}: {detail}", original.display())]
    Decode { original: PathBuf, detail: String },
    /// The original changed after the build read it.
    #[error("{} changed while the site was being built; build again", original.display())]
    Changed { original: PathBuf },
    /// An encoder refused the pixels (a bug, not a content mistake).
    #[error("{file}: {detail}")]
    Encode { file: String, detail: String },
    #[error("{what}: {source}")]
    Io { what: String, source: std::io::Error },
}

impl EncodeError {
    /// The original this error is about, if it is about one.
    pub fn original(&self) -> Option<&Path> {
        match self {
            EncodeError::Decode { original, .. } | EncodeError::Changed { original } => Some(original),
            _ => None,
        }
    }
}

/// The cache's folder of encoded files.
fn files_dir(cache: &Path) -> PathBuf {
    cache.join("files")
}

/// Where the cache keeps the encoded file `file` (a [`Variant::file`]).
pub fn cached_file(cache: &Path, file: &str) -> PathBuf {
    files_dir(cache).join(file)
}

/// Makes every variant not in `cache` yet. Every error is returned, one per original at most.
pub fn encode(cache: &Path, variants: &[Variant]) -> Result<EncodeReport, Vec<EncodeError>> {
    encode_reporting(cache, variants, &|_, _| {})
}

/// [`encode`], telling `progress` (files made, files to make) after each original.
pub fn encode_reporting(
    cache: &Path,
    variants: &[Variant],
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<EncodeReport, Vec<EncodeError>> {
    let dir = files_dir(cache);
    fs::create_dir_all(&dir)
        .map_err(|e| vec![EncodeError::Io { what: format!("creating {}", dir.display()), source: e }])?;
    let mut seen = BTreeSet::new();
    let unique: Vec<&Variant> = variants.iter().filter(|v| seen.insert(v.file.as_str())).collect();
    let mut report = EncodeReport::default();
    let mut groups: BTreeMap<&Path, Vec<&Variant>> = BTreeMap::new();
    for v in unique {
        // An empty file is a write that never finished (a full disk): encoded again.
        if fs::metadata(dir.join(&v.file)).is_ok_and(|m| m.is_file() && m.len() > 0) {
            report.cached += 1;
        } else {
            groups.entry(v.original.as_path()).or_default().push(v);
        }
    }
    report.decoded = groups.len();
    let total: usize = groups.values().map(Vec::len).sum();
    let made = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<Result<usize, EncodeError>> = groups
        .into_par_iter()
        .map(|(original, vs)| {
            let result = encode_original(&dir, original, &vs);
            let now = made.fetch_add(vs.len(), std::sync::atomic::Ordering::Relaxed) + vs.len();
            progress(now, total);
            result
        })
        .collect();
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok(n) => report.encoded += n,
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() { Ok(report) } else { Err(errors) }
}

/// The pixels of an original, turned upright: RGB, or RGBA when it can be transparent.
struct Pixels {
    width: u32,
    height: u32,
    buf: Vec<u8>,
    kind: fr::PixelType,
}

fn decode(original: &Path, expected_hash: &str, alpha: bool) -> Result<Pixels, EncodeError> {
    let bytes = fs::read(original)
        .map_err(|e| EncodeError::Io { what: format!("reading {}", original.display()), source: e })?;
    if blake3::hash(&bytes).to_hex().as_str() != expected_hash {
        return Err(EncodeError::Changed { original: original.to_owned() });
    }
    let fail = |e: image::ImageError| EncodeError::Decode { original: original.to_owned(), detail: e.to_string() };
    let mut decoder = ImageReader::new(Cursor::new(&bytes))
        .with_guessed_format()
        .map_err(|e| EncodeError::Io { what: format!("reading {}", original.display()), source: e })?;
    decoder.limits(image::Limits::default());
    let mut decoder = decoder.into_decoder().map_err(fail)?;
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut img = DynamicImage::from_decoder(decoder).map_err(fail)?;
    img.apply_orientation(orientation);
    let (width, height) = (img.width(), img.height());
    let (buf, kind) = if alpha {
        (img.into_rgba8().into_raw(), fr::PixelType::U8x4)
    } else {
        (img.into_rgb8().into_raw(), fr::PixelType::U8x3)
    };
    Ok(Pixels { width, height, buf, kind })
}

fn encode_original(dir: &Path, original: &Path, variants: &[&Variant]) -> Result<usize, EncodeError> {
    let first = variants[0];
    let pixels = decode(original, &first.original_hash, first.alpha)?;
    let mut sizes: BTreeMap<(Crop, u32, u32), Vec<&Variant>> = BTreeMap::new();
    for v in variants {
        sizes.entry((v.crop, v.width, v.height)).or_default().push(v);
    }
    let done: Result<Vec<usize>, EncodeError> = sizes
        .into_par_iter()
        .map(|((crop, w, h), vs)| {
            let scaled = scale(&pixels, crop, w, h).map_err(|e| match e {
                ScaleError::Smaller { .. } => {
                    EncodeError::Decode { original: original.to_owned(), detail: e.to_string() }
                }
                ScaleError::Resizer(detail) => EncodeError::Encode { file: original.display().to_string(), detail },
            })?;
            for v in &vs {
                let bytes = encode_one(&scaled, w, h, pixels.kind, v.format)
                    .map_err(|detail| EncodeError::Encode { file: v.file.clone(), detail })?;
                write_atomic(&dir.join(&v.file), &bytes)?;
            }
            Ok(vs.len())
        })
        .collect();
    Ok(done?.into_iter().sum())
}

/// Makes files one at a time, for the preview: a page being looked at asks for one file of a new
/// photo and should not wait for the photo's other forty. The last decoded originals and the last
/// scaled sizes are kept, so making a photo's files one by one decodes it once and scales each size
/// once, as [`encode`] does.
#[derive(Default)]
pub struct OneAtATime {
    decoded: Memo<String, std::sync::OnceLock<Result<std::sync::Arc<Pixels>, String>>>,
    scaled: Memo<ScaledKey, Vec<u8>>,
}

type ScaledKey = (String, Crop, u32, u32);
/// The last few values made, newest last.
type Memo<K, V> = std::sync::Mutex<Vec<(K, std::sync::Arc<V>)>>;

/// Decoded originals kept (a 12 MP photo is 36 MB of pixels) and scaled sizes kept.
const KEEP_DECODED: usize = 2;
const KEEP_SCALED: usize = 4;

impl OneAtATime {
    /// Makes `variant` into `cache` unless it is there already; true when it was made now.
    pub fn make(&self, cache: &Path, variant: &Variant) -> Result<bool, EncodeError> {
        let dir = files_dir(cache);
        let path = dir.join(&variant.file);
        if fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() > 0) {
            return Ok(false);
        }
        let pixels = self
            .decoded(&variant.original, &variant.original_hash, variant.alpha)
            .map_err(|detail| EncodeError::Decode { original: variant.original.clone(), detail })?;
        let size: ScaledKey = (variant.original_hash.clone(), variant.crop, variant.width, variant.height);
        let scaled = match remembered(&self.scaled, &size) {
            Some(s) => s,
            None => {
                let s = scale(&pixels, variant.crop, variant.width, variant.height)
                    .map_err(|e| EncodeError::Decode { original: variant.original.clone(), detail: e.to_string() })?;
                let s = std::sync::Arc::new(s);
                remember(&self.scaled, size, s.clone(), KEEP_SCALED);
                s
            }
        };
        let bytes = encode_one(&scaled, variant.width, variant.height, pixels.kind, variant.format)
            .map_err(|detail| EncodeError::Encode { file: variant.file.clone(), detail })?;
        write_atomic(&path, &bytes)?;
        Ok(true)
    }
}

impl OneAtATime {
    /// Decodes `original` (whose hash is `hash`) now unless it is kept already, so the first of
    /// its files asked for later costs a scale and an encode only: the editor calls it as a photo
    /// is uploaded, while the person types its alt text.
    pub fn decode_ahead(&self, original: &Path, hash: &str, alpha: bool) {
        let _ = self.decoded(original, hash, alpha);
    }

    /// One decode per photo, whichever thread asks first: a browser's request, the worker and a
    /// decode ahead asking for the same new photo at once share it (a 12 MP decode is most of a
    /// file's time), the others waiting for the first.
    fn decoded(&self, original: &Path, hash: &str, alpha: bool) -> Result<std::sync::Arc<Pixels>, String> {
        let key = format!("{hash} {alpha}");
        let once = entry(&self.decoded, key, KEEP_DECODED, || std::sync::Arc::new(std::sync::OnceLock::new()));
        once.get_or_init(|| decode(original, hash, alpha).map(std::sync::Arc::new).map_err(|e| e.to_string())).clone()
    }
}

fn remembered<K: PartialEq, V>(memo: &Memo<K, V>, key: &K) -> Option<std::sync::Arc<V>> {
    let memo = memo.lock().unwrap_or_else(|e| e.into_inner());
    memo.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
}

fn remember<K: PartialEq, V>(memo: &Memo<K, V>, key: K, value: std::sync::Arc<V>, keep: usize) {
    let mut memo = memo.lock().unwrap_or_else(|e| e.into_inner());
    memo.retain(|(k, _)| *k != key);
    push(&mut memo, key, value, keep);
}

/// The value of `key`, or a new one from `make` put in under the same lock (so two threads
/// asking at once get the same value).
fn entry<K: PartialEq, V>(
    memo: &Memo<K, V>,
    key: K,
    keep: usize,
    make: impl FnOnce() -> std::sync::Arc<V>,
) -> std::sync::Arc<V> {
    let mut memo = memo.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, v)) = memo.iter().find(|(k, _)| *k == key) {
        return v.clone();
    }
    let value = make();
    push(&mut memo, key, value.clone(), keep);
    value
}

fn push<K, V>(memo: &mut Vec<(K, std::sync::Arc<V>)>, key: K, value: std::sync::Arc<V>, keep: usize) {
    memo.push((key, value));
    if memo.len() > keep {
        memo.remove(0);
    }
}

/// Why a photo could not be scaled.
#[derive(Debug, thiserror::Error)]
enum ScaleError {
    /// The pixels decoded are fewer than the header promised (the crop was planned from it).
    #[error("the photo is smaller than the build read in its header ({width} × {height})")]
    Smaller { width: u32, height: u32 },
    /// The resizer refused its input (a bug, not a content mistake).
    #[error("{0}")]
    Resizer(String),
}

/// `crop` of the pixels, scaled to `w` × `h` (Lanczos3, the filter photo editors use for downscaling).
fn scale(p: &Pixels, crop: Crop, w: u32, h: u32) -> Result<Vec<u8>, ScaleError> {
    if crop.x + crop.width > p.width || crop.y + crop.height > p.height {
        return Err(ScaleError::Smaller { width: p.width, height: p.height });
    }
    let resizer = |e: &dyn std::fmt::Display| ScaleError::Resizer(e.to_string());
    let src = fr::images::ImageRef::new(p.width, p.height, &p.buf, p.kind).map_err(|e| resizer(&e))?;
    let mut dst = fr::images::Image::new(w, h, p.kind);
    let options = fr::ResizeOptions::new()
        .crop(crop.x as f64, crop.y as f64, crop.width as f64, crop.height as f64)
        .resize_alg(fr::ResizeAlg::Convolution(fr::FilterType::Lanczos3));
    fr::Resizer::new().resize(&src, &mut dst, &options).map_err(|e| resizer(&e))?;
    Ok(dst.into_vec())
}

fn encode_one(buf: &[u8], w: u32, h: u32, kind: fr::PixelType, format: OutFormat) -> Result<Vec<u8>, String> {
    let alpha = kind == fr::PixelType::U8x4;
    let q = format.quality();
    let mut out = Vec::new();
    match format {
        OutFormat::Avif => {
            let enc = ravif::Encoder::new()
                .with_quality(q as f32)
                .with_alpha_quality(q as f32)
                .with_speed(AVIF_SPEED)
                .with_bit_depth(AVIF_DEPTH);
            let (w, h) = (w as usize, h as usize);
            let encoded = if alpha {
                let px: Vec<ravif::RGBA8> =
                    buf.chunks_exact(4).map(|c| ravif::RGBA8::new(c[0], c[1], c[2], c[3])).collect();
                enc.encode_rgba(ravif::Img::new(&px[..], w, h))
            } else {
                let px: Vec<ravif::RGB8> = buf.chunks_exact(3).map(|c| ravif::RGB8::new(c[0], c[1], c[2])).collect();
                enc.encode_rgb(ravif::Img::new(&px[..], w, h))
            };
            out = encoded.map_err(|e| e.to_string())?.avif_file;
        }
        OutFormat::WebP => {
            let layout = if alpha { webp::PixelLayout::Rgba } else { webp::PixelLayout::Rgb };
            let mem = webp::Encoder::new(buf, layout, w, h)
                .encode_simple(false, q as f32)
                .map_err(|e| format!("WebP encoder: {e:?}"))?;
            out.extend_from_slice(&mem);
        }
        OutFormat::Jpeg => {
            let color = if alpha { ExtendedColorType::Rgba8 } else { ExtendedColorType::Rgb8 };
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, q)
                .write_image(buf, w, h, color)
                .map_err(|e| e.to_string())?;
        }
        OutFormat::Png => {
            let color = if alpha { ExtendedColorType::Rgba8 } else { ExtendedColorType::Rgb8 };
            image::codecs::png::PngEncoder::new(&mut out).write_image(buf, w, h, color).map_err(|e| e.to_string())?;
        }
    }
    Ok(out)
}

fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), EncodeError> {
    sitegen_atomic::write(path, bytes, Durability::Cache)
        .map_err(|source| EncodeError::Io { what: format!("writing {}", path.display()), source })
}

/// Puts the cached files of `variants` into `out` (the output's image folder): a hard link where
/// the cache and the output share a disk (no bytes copied), a copy elsewhere. Either way the file
/// gets the mode of a new file (a link shares the cache file's mode, which an older sitegen left
/// at 0600: a web server running as another user could not read it).
pub fn publish(cache: &Path, variants: &[Variant], out: &Path) -> std::io::Result<usize> {
    let dir = files_dir(cache);
    fs::create_dir_all(out)?;
    let mut seen = BTreeSet::new();
    let files: Vec<&str> = variants.iter().map(|v| v.file.as_str()).filter(|f| seen.insert(*f)).collect();
    files.par_iter().try_for_each(|file| {
        let (from, to) = (dir.join(file), out.join(file));
        sitegen_atomic::make_like_new(&from)?;
        match fs::hard_link(&from, &to) {
            Ok(()) => {}
            // Published already (a second pass into the same folder): the very same file.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && same_file(&from, &to) => {}
            // Never copied onto `to` in place: `to` may be another link to the cached file, and
            // writing it would empty the cache's copy too.
            Err(_) => sitegen_atomic::write(&to, &fs::read(&from)?, Durability::Cache)?,
        }
        Ok::<(), std::io::Error>(())
    })?;
    Ok(files.len())
}

/// Whether two paths are one file (the same inode on the same disk).
#[cfg(unix)]
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_: &Path, _: &Path) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Slot, SlotKind, plan, probe};

    const CARD: Slot =
        Slot { name: "card", max_width: 200, aspect: Some((16, 9)), sizes: "200px", kind: SlotKind::Responsive };

    fn write_jpeg(path: &Path, w: u32, h: u32) {
        let img = image::RgbImage::from_fn(w, h, |x, y| image::Rgb([(x * 255 / w) as u8, (y * 255 / h) as u8, 128]));
        img.save(path).unwrap();
    }

    #[test]
    fn every_format_decodes_back_at_its_size_and_a_second_run_encodes_nothing() {
        let src = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        write_jpeg(&src.path().join("a.jpg"), 900, 600);
        let o = probe(src.path(), "a.jpg").unwrap();
        let p = plan(&o, &CARD);
        let first = encode(cache.path(), &p.variants).unwrap();
        // 900 wide, shown at most 200 CSS pixels wide: 320 and 400 (2×) in three formats.
        assert_eq!(first, EncodeReport { encoded: 6, cached: 0, decoded: 1 });
        for v in &p.variants {
            let bytes = fs::read(files_dir(cache.path()).join(&v.file)).unwrap();
            let size = match v.format {
                // image is built without its AVIF decoder: read the size from the container.
                OutFormat::Avif => {
                    let s = imagesize::blob_size(&bytes).unwrap();
                    (s.width as u32, s.height as u32)
                }
                _ => {
                    let img = image::load_from_memory(&bytes).unwrap();
                    (img.width(), img.height())
                }
            };
            assert_eq!(size, (v.width, v.height), "{}", v.file);
        }
        let second = encode(cache.path(), &p.variants).unwrap();
        assert_eq!(second, EncodeReport { encoded: 0, cached: 6, decoded: 0 });
    }

    #[test]
    fn one_at_a_time_makes_the_same_files_as_encode() {
        let src = tempfile::tempdir().unwrap();
        let (all, one) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        write_jpeg(&src.path().join("a.jpg"), 900, 600);
        let p = plan(&probe(src.path(), "a.jpg").unwrap(), &CARD);
        encode(all.path(), &p.variants).unwrap();
        let maker = OneAtATime::default();
        for v in p.variants.iter().rev() {
            assert!(maker.make(one.path(), v).unwrap(), "{} made", v.file);
            assert!(!maker.make(one.path(), v).unwrap(), "{} made once", v.file);
        }
        for v in &p.variants {
            let read = |c: &Path| fs::read(files_dir(c).join(&v.file)).unwrap();
            assert_eq!(read(all.path()), read(one.path()), "{}", v.file);
        }
    }

    #[test]
    fn a_photo_decoded_ahead_is_not_read_again_for_its_files() {
        let src = tempfile::tempdir().unwrap();
        let (all, one) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let path = src.path().join("a.jpg");
        write_jpeg(&path, 900, 600);
        let o = probe(src.path(), "a.jpg").unwrap();
        let p = plan(&o, &CARD);
        encode(all.path(), &p.variants).unwrap();
        let maker = OneAtATime::default();
        maker.decode_ahead(&path, &o.hash, o.alpha);
        // The original is gone: every file comes from the pixels decoded ahead, as `encode` made it.
        fs::remove_file(&path).unwrap();
        for v in &p.variants {
            assert!(maker.make(one.path(), v).unwrap(), "{} made", v.file);
            let read = |c: &Path| fs::read(files_dir(c).join(&v.file)).unwrap();
            assert_eq!(read(all.path()), read(one.path()), "{}", v.file);
        }
    }

    #[test]
    fn transparency_is_kept_in_png_webp_and_avif() {
        let src = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        let img = image::RgbaImage::from_fn(400, 225, |x, _| image::Rgba([200, 30, 30, if x < 200 { 0 } else { 255 }]));
        img.save(src.path().join("logo.png")).unwrap();
        let o = probe(src.path(), "logo.png").unwrap();
        assert!(o.alpha);
        let p = plan(&o, &CARD);
        encode(cache.path(), &p.variants).unwrap();
        let png = p.variants.iter().find(|v| v.format == OutFormat::Png).unwrap();
        let back = image::open(files_dir(cache.path()).join(&png.file)).unwrap().into_rgba8();
        assert_eq!(back.get_pixel(0, 0)[3], 0);
        assert_eq!(back.get_pixel(png.width - 1, 0)[3], 255);
        let webp = p.variants.iter().find(|v| v.format == OutFormat::WebP).unwrap();
        let back = image::open(files_dir(cache.path()).join(&webp.file)).unwrap();
        assert!(back.color().has_alpha());
    }

    #[test]
    fn an_original_damaged_inside_or_changed_since_it_was_read_is_an_error() {
        let src = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        let path = src.path().join("a.jpg");
        write_jpeg(&path, 300, 300);
        let o = probe(src.path(), "a.jpg").unwrap();
        let p = plan(&o, &CARD);
        write_jpeg(&path, 300, 301);
        let errors = encode(cache.path(), &p.variants).unwrap_err();
        assert!(matches!(errors[..], [EncodeError::Changed { .. }]), "{errors:?}");

        // The header is whole, the picture is not.
        let mut bytes = fs::read(&path).unwrap();
        bytes.truncate(bytes.len() / 3);
        fs::write(&path, &bytes).unwrap();
        let o = probe(src.path(), "a.jpg").unwrap();
        let errors = encode(cache.path(), &plan(&o, &CARD).variants);
        // zune-jpeg fills a cut-off scan with grey rather than failing; either is fine, a panic is not.
        if let Err(errors) = errors {
            assert!(errors.iter().all(|e| e.original() == Some(path.as_path())), "{errors:?}");
        }
    }

    /// A 500 × 300 photo planned for a card and encoded into a new cache: (the photo's folder,
    /// cache, output, plan).
    fn encoded() -> (tempfile::TempDir, tempfile::TempDir, tempfile::TempDir, crate::Picture) {
        let src = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        write_jpeg(&src.path().join("a.jpg"), 500, 300);
        let p = plan(&probe(src.path(), "a.jpg").unwrap(), &CARD);
        encode(cache.path(), &p.variants).unwrap();
        (src, cache, tempfile::tempdir().unwrap(), p)
    }

    #[test]
    fn publish_links_or_copies_each_file_once() {
        let (_src, cache, out, p) = encoded();
        let twice: Vec<Variant> = p.variants.iter().chain(&p.variants).cloned().collect();
        assert_eq!(publish(cache.path(), &twice, &out.path().join("img")).unwrap(), p.variants.len());
        for v in &p.variants {
            assert!(out.path().join("img").join(&v.file).is_file());
        }
    }

    #[test]
    fn publishing_into_the_same_folder_again_never_empties_the_cache() {
        let (_src, cache, out, p) = encoded();
        let sizes = |dir: &Path| -> Vec<u64> {
            p.variants.iter().map(|v| fs::metadata(dir.join(&v.file)).unwrap().len()).collect()
        };
        let before = sizes(&files_dir(cache.path()));
        publish(cache.path(), &p.variants, out.path()).unwrap();
        publish(cache.path(), &p.variants, out.path()).unwrap();
        assert_eq!(sizes(&files_dir(cache.path())), before);
        assert_eq!(sizes(out.path()), before);

        // A cached file left empty by a full disk is encoded again, not published empty.
        let first = files_dir(cache.path()).join(&p.variants[0].file);
        fs::remove_file(out.path().join(&p.variants[0].file)).unwrap();
        fs::write(&first, b"").unwrap();
        encode(cache.path(), &p.variants).unwrap();
        assert_eq!(sizes(&files_dir(cache.path())), before);
    }
}
