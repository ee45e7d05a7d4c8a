//! The image pipeline end to end: the good test site with a large phone photo (stored sideways with
//! an EXIF rotation flag, and GPS coordinates) is built, and every file every `<picture>` names is
//! checked: it exists, it is the size its `srcset` says, it is upright, nothing is upscaled, no
//! metadata survives. A second build encodes nothing and writes the same bytes.

use std::collections::BTreeSet;
use std::fs;

use sitegen_pipeline::BuildOptions;

mod common;
use common::{copy_dir, repo};

/// The good site with its own photo cache (the island bundle is shared: same inputs).
fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo().join("tests/sites/good/content"), &dir.path().join("content"));
    for name in ["templates", "islands", "styles", "static", "package.json", "package-lock.json", "node_modules"] {
        std::os::unix::fs::symlink(repo().join(name), dir.path().join(name)).unwrap();
    }
    fs::create_dir_all(repo().join(".sitegen-cache/islands")).unwrap();
    fs::create_dir_all(dir.path().join(".sitegen-cache")).unwrap();
    std::os::unix::fs::symlink(repo().join(".sitegen-cache/islands"), dir.path().join(".sitegen-cache/islands"))
        .unwrap();
    dir
}

const LAT: [u32; 6] = [51, 1, 2, 1, 4321, 100];

/// An EXIF block: orientation 6 (the camera was turned: show the stored pixels rotated 90°
/// clockwise) and a GPS position (51°2'43.21" N, 114°3'0" W, downtown Calgary).
fn exif() -> Vec<u8> {
    let mut t: Vec<u8> = b"II*\0".to_vec();
    t.extend(8u32.to_le_bytes());
    let entry = |t: &mut Vec<u8>, tag: u16, kind: u16, count: u32, value: u32| {
        t.extend(tag.to_le_bytes());
        t.extend(kind.to_le_bytes());
        t.extend(count.to_le_bytes());
        t.extend(value.to_le_bytes());
    };
    // IFD0 at 8: two entries (2 + 24 + 4 bytes), then the GPS IFD at 38: four entries (2 + 48 + 4),
    // then the two coordinates (three rationals each) at 92 and 116.
    t.extend(2u16.to_le_bytes());
    entry(&mut t, 0x0112, 3, 1, 6);
    entry(&mut t, 0x8825, 4, 1, 38);
    t.extend(0u32.to_le_bytes());
    t.extend(4u16.to_le_bytes());
    entry(&mut t, 0x0001, 2, 2, u32::from_le_bytes(*b"N\0\0\0"));
    entry(&mut t, 0x0002, 5, 3, 92);
    entry(&mut t, 0x0003, 2, 2, u32::from_le_bytes(*b"W\0\0\0"));
    entry(&mut t, 0x0004, 5, 3, 116);
    t.extend(0u32.to_le_bytes());
    for v in LAT.iter().chain(&[114, 1, 3, 1, 0, 1]) {
        t.extend(v.to_le_bytes());
    }
    assert_eq!(t.len(), 140);
    t
}

/// A 3000 × 2000 JPEG as the camera stored it (landscape), red in its top-left quarter and blue
/// elsewhere, with the EXIF block above: upright it is 2000 × 3000 with red at the top right.
fn phone_photo() -> Vec<u8> {
    let (w, h) = (3000, 2000);
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        if x < w / 2 && y < h / 2 { image::Rgb([220, 30, 30]) } else { image::Rgb([30, 60, 200]) }
    });
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 90)
        .encode(img.as_raw(), w, h, image::ExtendedColorType::Rgb8)
        .unwrap();
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend(exif());
    let mut out = jpeg[..2].to_vec();
    out.extend([0xFF, 0xE1]);
    out.extend(((app1.len() + 2) as u16).to_be_bytes());
    out.extend(app1);
    out.extend(&jpeg[2..]);
    out
}

/// A `srcset` candidate: its URL and width descriptor.
type Candidate = (String, u32);

/// Every `<picture>`'s candidates on a page: (srcset URL, width descriptor), and the `<img>`s'
/// `width`/`height`.
fn candidates(html: &str) -> (Vec<Candidate>, Vec<(u32, u32)>) {
    let mut urls = Vec::new();
    let mut sizes = Vec::new();
    for part in html.split("srcset=\"").skip(1) {
        let set = &part[..part.find('"').unwrap()];
        for c in set.split(", ") {
            let (url, w) = c.rsplit_once(' ').unwrap();
            urls.push((url.to_owned(), w.trim_end_matches('w').parse().unwrap()));
        }
    }
    for part in html.split("<img ").skip(1) {
        let tag = &part[..part.find('>').unwrap()];
        let attr = |n: &str| -> u32 {
            let at = tag.find(&format!(" {n}=\"")).unwrap() + n.len() + 3;
            tag[at..at + tag[at..].find('"').unwrap()].parse().unwrap()
        };
        sizes.push((attr("width"), attr("height")));
    }
    (urls, sizes)
}

fn size_of(bytes: &[u8]) -> (u32, u32) {
    let s = imagesize::blob_size(bytes).unwrap();
    (s.width as u32, s.height as u32)
}

#[test]
fn a_rotated_phone_photo_with_gps_comes_out_upright_in_every_size_and_format_without_metadata() {
    let site = site();
    let photo = phone_photo();
    assert!(photo.windows(6).any(|w| w == b"Exif\0\0"));
    fs::write(site.path().join("content/images/team/van.jpg"), &photo).unwrap();
    let opts =
        BuildOptions { root: site.path().to_path_buf(), out: site.path().join("dist"), ..BuildOptions::default() };
    let first = sitegen_pipeline::build(&opts).expect("builds");
    assert!(first.photos.encoded > 0, "{:?}", first.photos);

    let page = fs::read_to_string(site.path().join("dist/calgary/index.html")).unwrap();
    let (urls, imgs) = candidates(&page);
    let ours: Vec<&(String, u32)> = urls.iter().filter(|(u, _)| u.contains("/van-")).collect();
    let formats: BTreeSet<&str> = ours.iter().map(|(u, _)| u.rsplit('.').next().unwrap()).collect();
    assert_eq!(formats, BTreeSet::from(["avif", "jpg", "webp"]), "{ours:?}");
    // Upright the photo is 2000 wide; the gallery card needs at most 2 × 547.
    let widths: BTreeSet<u32> = ours.iter().map(|(_, w)| *w).collect();
    assert_eq!(widths, BTreeSet::from([320, 480, 640, 800, 960, 1094]), "never wider than needed");
    // Its <img> has the largest candidate's size: a 16:9 crop of the upright photo.
    assert!(imgs.contains(&(1094, 615)), "{imgs:?}");

    let gps: Vec<u8> = LAT.iter().flat_map(|v| v.to_le_bytes()).collect();
    for (url, w) in &urls {
        let bytes = fs::read(site.path().join("dist").join(url.trim_start_matches('/')))
            .unwrap_or_else(|e| panic!("{url}: {e}"));
        let (fw, fh) = size_of(&bytes);
        assert_eq!(fw, *w, "{url} is {fw} wide, its srcset says {w}");
        assert!(fh * 16 / 9 <= fw + 2 && fw <= fh * 16 / 9 + 2, "{url}: {fw} × {fh} is not 16:9");
        assert!(!bytes.windows(4).any(|x| x == b"Exif"), "{url} carries EXIF");
        assert!(!bytes.windows(gps.len()).any(|x| x == gps), "{url} carries the GPS position");
    }
    // Upright, the stored top-left red quarter is the top right (x >= 1000, y < 1500 of 2000 × 3000);
    // the 16:9 crop keeps rows 937 to 2062, so its top rows are red on the right, blue on the left.
    let jpg = ours.iter().find(|(u, w)| u.ends_with(".jpg") && *w == 640).unwrap();
    let img = image::open(site.path().join("dist").join(jpg.0.trim_start_matches('/'))).unwrap().into_rgb8();
    let (right, left) = (img.get_pixel(600, 100), img.get_pixel(40, 100));
    assert!(right[0] > 150 && right[2] < 100, "top right is red when upright: {right:?}");
    assert!(left[2] > 150 && left[0] < 100, "top left is blue when upright: {left:?}");

    // The social card of a page without a hero photo is the site's, 1200 × 630 JPEG.
    let og = page.split("og:image\" content=\"").nth(1).unwrap();
    let og = &og[..og.find('"').unwrap()];
    assert!(og.starts_with("https://www.chinookheating.ca/img/og-card-1200-") && og.ends_with(".jpg"), "{og}");
    let og_file = site.path().join("dist/img").join(og.rsplit('/').next().unwrap());
    assert_eq!(size_of(&fs::read(og_file).unwrap()), (1200, 630));

    // Warm: nothing encoded, the same files.
    let before = fs::read_dir(site.path().join("dist/img")).unwrap().count();
    let second = sitegen_pipeline::build(&opts).expect("builds again");
    assert_eq!(second.photos.encoded, 0, "{:?}", second.photos);
    assert_eq!(second.photos.cached, first.photos.encoded + first.photos.cached);
    assert_eq!(fs::read_dir(site.path().join("dist/img")).unwrap().count(), before);
    assert_eq!(fs::read_to_string(site.path().join("dist/calgary/index.html")).unwrap(), page);
}

#[test]
fn a_photo_that_changed_gets_new_names_and_only_it_is_encoded() {
    let site = site();
    let opts =
        BuildOptions { root: site.path().to_path_buf(), out: site.path().join("dist"), ..BuildOptions::default() };
    let first = sitegen_pipeline::build(&opts).expect("builds");
    let page = fs::read_to_string(site.path().join("dist/calgary/index.html")).unwrap();
    // Another photo under the same name: a 1200 × 900 JPEG.
    image::RgbImage::from_pixel(1200, 900, image::Rgb([10, 200, 10]))
        .save(site.path().join("content/images/team/van.jpg"))
        .unwrap();
    let second = sitegen_pipeline::build(&opts).expect("builds again");
    assert!(second.photos.encoded > 0 && second.photos.encoded < first.photos.encoded + first.photos.cached);
    let new = fs::read_to_string(site.path().join("dist/calgary/index.html")).unwrap();
    let (old_urls, _) = candidates(&page);
    let (new_urls, _) = candidates(&new);
    let van = |urls: &[(String, u32)]| -> BTreeSet<String> {
        urls.iter().filter(|(u, _)| u.contains("/van-")).map(|(u, _)| u.clone()).collect()
    };
    assert!(van(&old_urls).is_disjoint(&van(&new_urls)), "a changed photo never reuses a name");
    let others = |urls: &[(String, u32)]| -> BTreeSet<String> {
        urls.iter().filter(|(u, _)| !u.contains("/van-")).map(|(u, _)| u.clone()).collect()
    };
    assert_eq!(others(&old_urls), others(&new_urls), "the other photos keep their names");
}

/// The editor's upload, as a marketing person uses it: a phone photo (sideways, with its GPS
/// position) replaces the van on the Calgary page. It is checked, stripped and kept out of the site
/// until a save uses it; the save writes the photo and the one changed line; undo takes both back.
#[test]
fn an_uploaded_photo_is_stripped_kept_aside_until_saved_and_undone_with_its_save() {
    use sitegen_pipeline::edit::{EditError, Edited, Workspace, hash};
    let site = site();
    let root = site.path();
    let opts = BuildOptions { root: root.to_path_buf(), out: root.join("dist"), ..BuildOptions::default() };
    let mut ws = Workspace::open(&opts).expect("opens");

    // Refused with the words `sitegen check` has for such a file; nothing stored.
    let gif = ws.upload("party.gif", None, b"GIF89a\x01\x00\x01\x00").unwrap_err();
    assert!(matches!(gif, EditError::Photo(_)) && gif.to_string().contains("a GIF animation"), "{gif}");
    let heavy = ws.upload("huge.jpg", None, &vec![0xFF; 26 * 1024 * 1024]).unwrap_err();
    assert!(heavy.to_string().contains("over the limit of 25.0 MB"), "{heavy}");

    let up = ws.upload("IMG_2041 (1).JPG", Some("team/van.jpg"), &phone_photo()).expect("uploads");
    assert_eq!(up.photo.src, "team/img-2041-1.jpg");
    assert!(up.photo.pending && !up.reused);
    assert_eq!((up.photo.width, up.photo.height), (2000, 3000), "upright: the orientation was kept");
    assert!(!root.join("content/images/team/img-2041-1.jpg").exists(), "nothing in the site before a save");
    let stored = fs::read(ws.scratch().join("content/images/team/img-2041-1.jpg")).unwrap();
    let gps = 4321u32.to_le_bytes();
    assert!(!stored.windows(4).any(|w| w == gps) && !stored.windows(2).any(|w| w == [0x25, 0x88]), "no GPS left");
    // The same photo again is the same file, not a second copy.
    let again = ws.upload("copy.jpg", None, &phone_photo()).unwrap();
    assert_eq!((again.photo.src.as_str(), again.reused), ("team/img-2041-1.jpg", true));
    let listed = ws.photos().unwrap();
    assert!(listed.iter().any(|p| p.src == "team/img-2041-1.jpg" && p.pending), "{listed:?}");
    assert!(listed.iter().any(|p| p.src == "cities/calgary.jpg" && !p.pending), "{listed:?}");

    let rel = "content/pages/calgary.yaml";
    let before = fs::read_to_string(root.join(rel)).unwrap();
    let text = before.replace(
        "src: team/van.jpg, alt: Our service van outside a home",
        "src: team/img-2041-1.jpg, alt: A technician beside a new furnace",
    );
    assert_ne!(text, before);
    let edited = Edited { rel: rel.into(), base: hash(before.as_bytes()), text: text.clone() };
    let page = ws.render("/calgary", std::slice::from_ref(&edited)).expect("renders with the upload");
    assert!(page.html.contains("A technician beside a new furnace"));
    ws.save(&[edited]).expect("saves");
    assert_eq!(fs::read(root.join("content/images/team/img-2041-1.jpg")).unwrap(), stored);
    assert_eq!(fs::read_to_string(root.join(rel)).unwrap(), text);
    assert!(ws.photos().unwrap().iter().any(|p| p.src == "team/img-2041-1.jpg" && !p.pending));

    ws.undo().expect("undoes");
    assert_eq!(fs::read_to_string(root.join(rel)).unwrap(), before);
    assert!(!root.join("content/images/team/img-2041-1.jpg").exists(), "the save's photo went with it");
    assert!(ws.photos().unwrap().iter().any(|p| p.src == "team/img-2041-1.jpg" && p.pending));
}

/// The preview answers before its photos are made: its first build publishes no photo the cache
/// lacks and leaves them to the queue; a photo a browser asks for is made at once; the worker makes
/// the rest; then the output holds every file a build names, as a build's would.
#[test]
fn the_preview_answers_before_its_photos_are_made_and_makes_them_first_come_first_served() {
    use sitegen_pipeline::photo_queue::PhotoQueue;
    use std::sync::Arc;
    let site = site();
    let opts =
        BuildOptions { root: site.path().to_path_buf(), out: site.path().join("dist"), ..BuildOptions::default() };
    let queue = Arc::new(PhotoQueue::new(&opts.photo_cache_dir(), &opts.out));
    let mut preview = sitegen_pipeline::preview::Preview::new(&opts).unwrap();
    preview.encode_in_background(Arc::clone(&queue));
    preview.full().expect("builds without encoding");
    let page = fs::read_to_string(site.path().join("dist/calgary/index.html")).unwrap();
    let (urls, _) = candidates(&page);
    let files: BTreeSet<String> = urls.iter().map(|(u, _)| u.trim_start_matches("/img/").to_owned()).collect();
    assert!(!files.is_empty());
    let img = site.path().join("dist/img");
    assert!(files.iter().all(|f| !img.join(f).exists()), "no photo made before the page answers");
    let progress = queue.progress();
    assert_eq!((progress.done, progress.total > files.len() / 2), (0, true), "{progress:?}");

    // A browser asks for one: it is made now, alone.
    let asked = files.iter().next().unwrap();
    assert!(queue.now(asked));
    assert!(img.join(asked).is_file());
    assert_eq!(queue.progress().done, 1);
    assert!(!queue.now("not-a-photo-of-this-site.avif"), "only planned files are made");

    // The worker makes the others and says how far it is; at the end every file is there.
    let (tx, rx) = std::sync::mpsc::channel();
    let worker = Arc::clone(&queue);
    std::thread::spawn(move || {
        worker.work(move |p| {
            let _ = tx.send(p);
        })
    });
    let last = loop {
        let p = rx.recv_timeout(std::time::Duration::from_secs(120)).expect("the worker reports");
        if p.done >= p.total {
            break p;
        }
    };
    assert_eq!(last.done, progress.total);
    for f in &files {
        assert!(img.join(f).is_file(), "{f}");
    }
}
