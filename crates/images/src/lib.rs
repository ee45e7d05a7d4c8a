//! Photos: an original under `content/images/` becomes, for each place a page shows it, a set of
//! smaller files in AVIF, WebP and the original's format, which a `<picture>` lets the browser
//! choose from.
//!
//! - [`probe`] reads an original's header (format, size after EXIF orientation, alpha) and hashes
//!   its bytes; a memo keyed by path, length and modification time skips both on the next build.
//! - [`plan`] turns an original and a [`Slot`] (the place it is shown: how wide at most, which
//!   shape, the `sizes` attribute) into a [`Picture`]: the candidates' names and widths, without
//!   encoding anything. Names carry a hash of the original's bytes and of every parameter, so a
//!   name always means the same bytes (immutable caching).
//! - [`encode`] makes the variants not in the cache yet, in parallel (one decode per original),
//!   into `.sitegen-cache/images/`; a build in which no image changed encodes nothing.
//! - For the editor: [`probe_bytes`] checks an upload as [`probe`] checks an original,
//!   [`strip_metadata`] takes its EXIF (GPS position and all) out losslessly, [`thumbnail`] makes
//!   the small JPEGs of the photo picker.
//! - [`marks`] draws the brand's pictures from the logo: the site's PNG icons and the social card
//!   of a site without a photo for it.

mod encode;
pub mod marks;
mod placeholder;
mod plan;
mod probe;
mod strip;
mod thumb;

pub use encode::{EncodeError, EncodeReport, OneAtATime, cached_file, encode, encode_reporting, publish};
pub use placeholder::placeholder_jpeg;
pub use plan::{Crop, DENSITY, LADDER, OutFormat, Picture, Slot, SlotKind, Source, Variant, plan};
pub use probe::{Format, Original, ProbeError, Probes, probe, probe_bytes};
pub use strip::strip_metadata;
pub use thumb::thumbnail;

/// Where published photos live in the output (`dist/img/`), and their URL prefix. The build owns
/// this folder: every file in it has a content hash in its name and is cached forever.
pub const OUTPUT_DIR: &str = "img";

/// Bumped when an encoder, a library or a setting changes the bytes a variant gets: every name
/// changes with it, so browsers and the cache never mix old and new files.
pub const PIPELINE_VERSION: u32 = 2;

/// The largest original accepted, in bytes. A 12-megapixel phone photo is 3 to 6 MB.
pub const MAX_BYTES: u64 = 25 * 1024 * 1024;

/// The most pixels an original may have (a 48-megapixel phone photo is 8064 × 6048 = 48.8 MP);
/// decoding one takes four bytes a pixel.
pub const MAX_PIXELS: u64 = 50_000_000;
