//! Problems in content, as data: where (file, line, column), what, and what would be right.

use std::fmt;
use std::path::PathBuf;

/// A 1-based position in a source file. `line == 0` means "the whole file".
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    serde::Serialize,
    bitcode::Encode,
    bitcode::Decode,
)]
pub struct Pos {
    pub line: u64,
    pub column: u64,
}

/// One problem in the content, pointing at the place an editor has to change.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostic {
    /// Path as the editor knows it, relative to the site root (`content/pages/index.yaml`).
    pub file: PathBuf,
    pub pos: Pos,
    pub message: String,
    /// A `# TODO` note `sitegen new` left: expected right after `sitegen new`, never published.
    #[serde(skip)]
    pub unfinished: bool,
}

impl Diagnostic {
    pub fn new(file: impl Into<PathBuf>, pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic { file: file.into(), pos, message: message.into(), unfinished: false }
    }
}

impl Diagnostic {
    /// The message followed by the offending line of the file and a caret under the column:
    ///
    /// ```text
    /// content/pages/quote.yaml:4:5: unknown section type `faqs`, did you mean `faq`? (expected one of: ...)
    ///   |
    /// 4 |   - faqs:
    ///   |     ^
    /// ```
    ///
    /// `root` is the folder `file` is relative to. Without a position or a readable file, only the first line.
    pub fn render(&self, root: &std::path::Path) -> String {
        let head = self.to_string();
        // Lossy: a file saved in another encoding still shows its line.
        match std::fs::read(root.join(&self.file)) {
            Ok(bytes) => match self.snippet(&String::from_utf8_lossy(&bytes)) {
                Some(snippet) => format!("{head}\n{snippet}"),
                None => head,
            },
            Err(_) => head,
        }
    }

    /// [`Diagnostic::render`] in `language`: the message from the catalogue of [`crate::messages`].
    pub fn render_in(&self, root: &std::path::Path, language: crate::wording::Language) -> String {
        self.in_language(language).render(root)
    }

    /// This problem with its message in `language`.
    pub fn in_language(&self, language: crate::wording::Language) -> Diagnostic {
        Diagnostic { message: crate::messages::translate(&self.message, language), ..self.clone() }
    }

    /// The source line at `pos` with a caret under the column, or None without a position.
    pub fn snippet(&self, text: &str) -> Option<String> {
        if self.pos.line == 0 {
            return None;
        }
        let line = text.lines().nth(usize::try_from(self.pos.line - 1).ok()?)?;
        let number = self.pos.line.to_string();
        let gutter = " ".repeat(number.len());
        // Tabs keep their width so the caret stays under the right character.
        let pad: String = line
            .chars()
            .take(usize::try_from(self.pos.column.max(1) - 1).unwrap_or(0))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        Some(format!("{gutter} |\n{number} | {line}\n{gutter} | {pad}^"))
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.display();
        if self.pos.line == 0 {
            write!(f, "{file}: {}", self.message)
        } else {
            write!(f, "{file}:{}:{}: {}", self.pos.line, self.pos.column, self.message)
        }
    }
}

/// Every problem of one run, sorted by file and position so output is stable.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn extend(&mut self, other: Diagnostics) {
        self.0.extend(other.0);
    }
    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter()
    }
    /// Ok when nothing was found, otherwise every problem sorted.
    pub fn into_result<T>(mut self, value: T) -> Result<T, Diagnostics> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            self.0.sort_by(|a, b| (&a.file, a.pos).cmp(&(&b.file, b.pos)));
            self.0.dedup();
            Err(self)
        }
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}
