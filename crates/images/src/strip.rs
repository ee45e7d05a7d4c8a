//! What a photo carries besides its pixels, taken out before an uploaded photo is stored in the
//! site: EXIF (the camera, the time, the GPS position of the house it was taken at), XMP, IPTC,
//! comments and text chunks. Lossless: the compressed pixels are copied as they are, so nothing is
//! lost to a second JPEG compression. The colour profile stays (without it colours shift), and so
//! does the one EXIF field that changes how the photo looks, its orientation: a phone photo stored
//! sideways gets a new EXIF block holding that field alone.

use img_parts::jpeg::{Jpeg, markers};
use img_parts::png::{Png, PngChunk};
use img_parts::riff::{RiffChunk, RiffContent};
use img_parts::webp::WebP;
use img_parts::{Bytes, ImageEXIF};

use crate::probe::Format;

/// `bytes` (a photo in `format`) without its metadata. `orientation` is the EXIF orientation the
/// photo had (1 for none): kept when it turns or flips the photo.
pub fn strip_metadata(bytes: &[u8], format: Format, orientation: u8) -> Result<Vec<u8>, String> {
    let bytes = Bytes::copy_from_slice(bytes);
    let exif = (orientation > 1 && orientation <= 8).then(|| Bytes::from(orientation_only(orientation)));
    let mut out = Vec::with_capacity(bytes.len());
    let written = match format {
        Format::Jpeg => {
            let mut jpeg = Jpeg::from_bytes(bytes).map_err(|e| e.to_string())?;
            jpeg.segments_mut().retain(|s| keep_jpeg_segment(s.marker(), s.contents()));
            jpeg.set_exif(exif);
            jpeg.encoder().write_to(&mut out)
        }
        Format::Png => {
            let mut png = Png::from_bytes(bytes).map_err(|e| e.to_string())?;
            png.chunks_mut().retain(|c| keep_png_chunk(c.kind()));
            // Right after the header: decoders read eXIf only before the pixels (img-parts'
            // `set_exif` puts it at the end).
            if let Some(exif) = exif {
                png.chunks_mut().insert(1, PngChunk::new(*b"eXIf", exif));
            }
            png.encoder().write_to(&mut out)
        }
        Format::WebP => {
            let mut webp = WebP::from_bytes(bytes).map_err(|e| e.to_string())?;
            webp.chunks_mut().retain(|c| WEBP_KEPT.contains(&&c.id()));
            // Also sets the container's flags to the chunks that are left.
            set_webp_exif(&mut webp, exif);
            webp.encoder().write_to(&mut out)
        }
    };
    written.map_err(|e| e.to_string())?;
    Ok(out)
}

/// Every segment that describes the pixels; of the application segments only JFIF (APP0), the
/// colour profile (APP2 `ICC_PROFILE`) and Adobe's colour transform (APP14), which changes how
/// the pixels decode.
fn keep_jpeg_segment(marker: u8, contents: &[u8]) -> bool {
    match marker {
        markers::APP0 => contents.starts_with(b"JFIF\0"),
        markers::APP2 => contents.starts_with(b"ICC_PROFILE\0"),
        markers::APP14 => contents.starts_with(b"Adobe"),
        markers::APP1..=markers::APP15 | markers::COM => false,
        _ => true,
    }
}

/// The critical chunks (pixels, palette) and the ancillary ones about colour and transparency;
/// text, time, EXIF and any chunk we do not know are dropped.
fn keep_png_chunk(kind: [u8; 4]) -> bool {
    const KEPT: &[&[u8; 4]] = &[b"tRNS", b"gAMA", b"cHRM", b"sRGB", b"iCCP", b"sBIT", b"bKGD", b"pHYs", b"cICP"];
    kind[0].is_ascii_uppercase() || KEPT.contains(&&kind)
}

/// Sets a WebP's EXIF chunk (and its flag). The chunk holds the TIFF block itself, as the WebP
/// container specifies and decoders read it; img-parts' `set_exif` also writes JPEG's `Exif\0\0`
/// before it, which decoders then do not read.
fn set_webp_exif(webp: &mut WebP, exif: Option<Bytes>) {
    webp.set_exif(exif.clone());
    if let Some(exif) = exif {
        for chunk in webp.chunks_mut().iter_mut().filter(|c| c.id() == *b"EXIF") {
            *chunk = RiffChunk::new(*b"EXIF", RiffContent::Data(exif.clone()));
        }
    }
}

/// The WebP chunks of pixels, alpha, animation and the colour profile.
const WEBP_KEPT: &[&[u8; 4]] = &[b"VP8 ", b"VP8L", b"VP8X", b"ALPH", b"ANIM", b"ANMF", b"ICCP"];

/// A TIFF block (as EXIF stores it) holding only the orientation tag.
fn orientation_only(orientation: u8) -> Vec<u8> {
    let mut tiff = Vec::with_capacity(26);
    tiff.extend_from_slice(b"II*\0"); // little-endian TIFF
    tiff.extend_from_slice(&8u32.to_le_bytes()); // the first directory follows the header
    tiff.extend_from_slice(&1u16.to_le_bytes()); // one entry
    tiff.extend_from_slice(&0x0112u16.to_le_bytes()); // Orientation
    tiff.extend_from_slice(&3u16.to_le_bytes()); // SHORT
    tiff.extend_from_slice(&1u32.to_le_bytes()); // one value
    tiff.extend_from_slice(&[orientation, 0, 0, 0]); // the value, padded to four bytes
    tiff.extend_from_slice(&0u32.to_le_bytes()); // no further directory
    tiff
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageDecoder, ImageReader};

    /// An EXIF block with a camera name and a GPS position, as a phone writes them (little-endian).
    fn exif_with_gps(orientation: u8) -> Vec<u8> {
        let mut t = Vec::new();
        t.extend_from_slice(b"II*\0");
        t.extend_from_slice(&8u32.to_le_bytes());
        t.extend_from_slice(&3u16.to_le_bytes());
        // Make: "PhoneCam" (ASCII, 9 bytes, stored after the directory)
        t.extend_from_slice(&0x010Fu16.to_le_bytes());
        t.extend_from_slice(&2u16.to_le_bytes());
        t.extend_from_slice(&9u32.to_le_bytes());
        t.extend_from_slice(&50u32.to_le_bytes());
        // Orientation
        t.extend_from_slice(&0x0112u16.to_le_bytes());
        t.extend_from_slice(&3u16.to_le_bytes());
        t.extend_from_slice(&1u32.to_le_bytes());
        t.extend_from_slice(&[orientation, 0, 0, 0]);
        // GPS directory at 60
        t.extend_from_slice(&0x8825u16.to_le_bytes());
        t.extend_from_slice(&4u16.to_le_bytes());
        t.extend_from_slice(&1u32.to_le_bytes());
        t.extend_from_slice(&60u32.to_le_bytes());
        t.extend_from_slice(&0u32.to_le_bytes());
        t.resize(50, 0);
        t.extend_from_slice(b"PhoneCam\0");
        t.resize(60, 0);
        // GPS: latitude ref "N"
        t.extend_from_slice(&1u16.to_le_bytes());
        t.extend_from_slice(&0x0001u16.to_le_bytes());
        t.extend_from_slice(&2u16.to_le_bytes());
        t.extend_from_slice(&2u32.to_le_bytes());
        t.extend_from_slice(b"N\0\0\0");
        t.extend_from_slice(&0u32.to_le_bytes());
        t
    }

    fn photo(format: image::ImageFormat) -> Vec<u8> {
        let img = image::RgbImage::from_fn(40, 20, |x, y| image::Rgb([(x * 6) as u8, (y * 12) as u8, 90]));
        let mut out = std::io::Cursor::new(Vec::new());
        match format {
            image::ImageFormat::WebP => {
                image::DynamicImage::ImageRgb8(img).write_to(&mut out, format).unwrap();
            }
            _ => img.write_to(&mut out, format).unwrap(),
        }
        out.into_inner()
    }

    /// `bytes` with the phone's EXIF, an XMP packet and a comment or text chunk added.
    fn as_from_a_phone(bytes: Vec<u8>, format: Format, orientation: u8) -> Vec<u8> {
        let exif = Bytes::from(exif_with_gps(orientation));
        let xmp = Bytes::from_static(b"<x:xmpmeta>GPSLatitude 51.0447</x:xmpmeta>");
        let mut out = Vec::new();
        match format {
            Format::Jpeg => {
                let mut j = Jpeg::from_bytes(bytes.into()).unwrap();
                j.set_exif(Some(exif));
                let mut packet = b"http://ns.adobe.com/xap/1.0/\0".to_vec();
                packet.extend_from_slice(&xmp);
                j.segments_mut()
                    .insert(1, img_parts::jpeg::JpegSegment::new_with_contents(markers::APP1, packet.into()));
                j.segments_mut().insert(
                    1,
                    img_parts::jpeg::JpegSegment::new_with_contents(markers::COM, "GPSLatitude 51.0447".into()),
                );
                j.encoder().write_to(&mut out).unwrap();
            }
            Format::Png => {
                let mut p = Png::from_bytes(bytes.into()).unwrap();
                p.chunks_mut().insert(1, PngChunk::new(*b"eXIf", exif));
                let text = PngChunk::new(*b"tEXt", Bytes::from_static(b"Comment\0GPSLatitude 51.0447"));
                p.chunks_mut().insert(1, text);
                p.encoder().write_to(&mut out).unwrap();
            }
            Format::WebP => {
                let mut w = WebP::from_bytes(bytes.into()).unwrap();
                set_webp_exif(&mut w, Some(exif));
                let chunk = RiffChunk::new(*b"XMP ", RiffContent::Data(xmp));
                w.chunks_mut().push(chunk);
                w.encoder().write_to(&mut out).unwrap();
            }
        }
        out
    }

    fn orientation_of(bytes: &[u8]) -> u8 {
        let reader = ImageReader::new(std::io::Cursor::new(bytes)).with_guessed_format().unwrap();
        let mut decoder = reader.into_decoder().unwrap();
        decoder.orientation().unwrap().to_exif()
    }

    #[test]
    fn the_camera_and_the_position_go_the_orientation_and_the_pixels_stay() {
        for (format, image_format) in [
            (Format::Jpeg, image::ImageFormat::Jpeg),
            (Format::Png, image::ImageFormat::Png),
            (Format::WebP, image::ImageFormat::WebP),
        ] {
            for orientation in [1u8, 6] {
                let clean = photo(image_format);
                let phone = as_from_a_phone(clean.clone(), format, orientation);
                assert!(phone.windows(8).any(|w| w == b"PhoneCam"), "{format:?}: the test photo has the camera");
                assert_eq!(orientation_of(&phone), orientation, "{format:?}: the test photo is turned");

                let stripped = strip_metadata(&phone, format, orientation).unwrap();
                for secret in [&b"PhoneCam"[..], b"GPSLatitude", b"N\0\0\0\0\0\0\0"] {
                    assert!(!stripped.windows(secret.len()).any(|w| w == secret), "{format:?}: {secret:?} left");
                }
                assert_eq!(orientation_of(&stripped), orientation, "{format:?}: orientation kept");
                let a = image::load_from_memory(&clean).unwrap().to_rgb8();
                let b = image::load_from_memory(&stripped).unwrap().to_rgb8();
                assert_eq!(a, b, "{format:?}: the same pixels");
                if orientation == 1 {
                    assert!(stripped.len() <= clean.len() + 32, "{format:?}: nothing added");
                }
            }
        }
    }

    #[test]
    fn the_colour_profile_stays() {
        let mut j = Jpeg::from_bytes(photo(image::ImageFormat::Jpeg).into()).unwrap();
        img_parts::ImageICC::set_icc_profile(&mut j, Some(Bytes::from_static(b"a colour profile")));
        let mut bytes = Vec::new();
        j.encoder().write_to(&mut bytes).unwrap();
        let stripped = strip_metadata(&bytes, Format::Jpeg, 1).unwrap();
        let back = Jpeg::from_bytes(stripped.into()).unwrap();
        assert_eq!(img_parts::ImageICC::icc_profile(&back).as_deref(), Some(&b"a colour profile"[..]));
    }
}
