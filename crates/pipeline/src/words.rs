//! What the editor's server says to the person, in the site's first language: Publish's outcomes,
//! "Get the latest" and a settle, Send for review, the live site's status and the publishing run's,
//! the History's own entries, the edit API's refusals. Every such sentence is here, once, the
//! English and the French side by side (each method matches on the language, so a sentence cannot
//! be added in one language only); the code that decides what happened hands over the facts
//! (files, commit, times) and shows what [`Say`] returns.
//!
//! The language is the one site.yaml names first (`language:`, or the first of `languages:`), read
//! from that file alone at each use ([`sitegen_content::schema::site_language`], as the editor's
//! forms are), so even a site whose content has mistakes is told about them in its own language. The content's own diagnostics
//! (`file:line:column: message`, `sitegen check`'s words) and git's own messages stay as they are.
//!
//! French: vouvoiement, the editor's button names in « », no git word a person would have to
//! learn (a commit is a version; a branch, a merge or a push is never named), and the site's
//! typography pass ([`sitegen_content::typography`]) on the prose, with code between backticks left
//! as written.

use std::path::Path;

use sitegen_content::Host;
use sitegen_content::wording::Language;

use crate::PHOTOS_DIR;
use crate::edit::Refusal;
use crate::publish::{CloneProblem, RemoteName};

/// The sentences, in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Say(pub Language);

/// `say!(self, "English {x}", "Français {x}")`: the sentence of the language, French typeset.
macro_rules! say {
    ($say:expr, $en:literal, $fr:literal $(,)?) => {
        match $say.0 {
            Language::EnCa => format!($en),
            Language::FrCa => typeset(&format!($fr)),
        }
    };
}

impl Say {
    /// English: what the tests, the terminal and `Display` use.
    pub const EN: Say = Say(Language::EnCa);

    /// The language of the site in `root` (its `content/site.yaml`).
    pub fn of(root: &Path) -> Say {
        Say(sitegen_content::schema::site_language(&root.join("content")))
    }

    fn fr(self) -> bool {
        self.0 == Language::FrCa
    }

    /// `a, b and c`, `a, b et c`.
    pub fn list(self, files: &[String]) -> String {
        match files {
            [] => say!(self, "no file", "aucun fichier"),
            [one] => one.clone(),
            [rest @ .., last] => {
                let rest = rest.join(", ");
                say!(self, "{rest} and {last}", "{rest} et {last}")
            }
        }
    }

    // Publish and "Get the latest": their outcomes.

    pub fn nothing_to_publish(self) -> String {
        say!(
            self,
            "Nothing to publish: every saved change has already been sent. (Changes in the form are published once saved.)",
            "Rien à publier : toutes les modifications enregistrées ont déjà été envoyées. (Les modifications du formulaire sont publiées une fois enregistrées.)"
        )
    }

    pub fn no_git(self) -> String {
        say!(
            self,
            "Publishing needs git, and this computer has none that works. Ask whoever set up the site to install Git (git-scm.com; on a Mac, `xcode-select --install`) and sign in to GitHub once, or edit in a Codespace, where everything is set up (docs/editing-content.md).",
            "Pour publier, il faut Git, et cet ordinateur n'en a aucun qui fonctionne. Demandez à la personne qui a installé le site d'installer Git (git-scm.com; sur un Mac, `xcode-select --install`) et de se connecter une fois à GitHub, ou modifiez le site dans un Codespace, où tout est prêt (docs/editing-content.md)."
        )
    }

    pub fn not_a_clone(self, why: CloneProblem) -> String {
        let why = match why {
            CloneProblem::NotARepository => say!(self, "it is not a git repository", "ce n'est pas un dépôt Git"),
            CloneProblem::NoBranch => {
                say!(self, "no branch is checked out", "il ne suit aucune version publiable")
            }
            CloneProblem::NoRemote => say!(
                self,
                "it has no remote repository to publish to",
                "il n'est relié à aucun dépôt en ligne où publier"
            ),
        };
        say!(
            self,
            "This folder is not a clone of the site's repository ({why}), so there is nowhere to publish to. Ask whoever set up the site to give you a clone (GitHub Desktop: File > Clone repository), or edit in a Codespace.",
            "Ce dossier n'est pas une copie du dépôt du site ({why}) : il n'y a donc nulle part où publier. Demandez à la personne qui a installé le site de vous en donner une copie (GitHub Desktop : File > Clone repository), ou modifiez le site dans un Codespace."
        )
    }

    pub fn rejected(self) -> String {
        say!(
            self,
            "Someone else published a change since you last got the latest version, so yours was not sent. It is kept here, nothing is lost: press \"Get the latest\", then Publish again.",
            "Quelqu'un d'autre a publié une modification depuis la dernière fois que vous avez obtenu la dernière version : la vôtre n'a donc pas été envoyée. Elle est gardée ici, rien n'est perdu : appuyez sur « Obtenir la dernière version », puis publiez de nouveau."
        )
    }

    pub fn both_changed(self, files: &[String]) -> String {
        let list = self.list(files);
        let one = files.len() == 1;
        let those = match self.0 {
            Language::EnCa if one => "that file",
            Language::EnCa => "those files",
            Language::FrCa if one => "ce fichier",
            Language::FrCa => "ces fichiers",
        };
        say!(
            self,
            "You and someone else both changed {list}. Nothing was changed on your computer and nothing is lost: choose below what to keep where you both changed the same thing, or put your change to {those} aside.",
            "Vous et quelqu'un d'autre avez tous deux modifié {list}. Rien n'a changé sur votre ordinateur et rien n'est perdu : choisissez ci-dessous quoi garder là où vous avez tous deux modifié la même chose, ou mettez de côté votre modification de {those}."
        )
    }

    fn remote(self, remote: &RemoteName) -> String {
        match remote {
            RemoteName::Host(host) => host.clone(),
            RemoteName::Named(name) => say!(self, "the remote `{name}`", "le dépôt distant `{name}`"),
        }
    }

    pub fn offline(self, remote: &RemoteName) -> String {
        let remote = self.remote(remote);
        say!(
            self,
            "Could not reach {remote}: this computer seems to be offline. Your change is saved (and kept ready to publish); Publish again when you are back online.",
            "Impossible de joindre {remote} : cet ordinateur semble hors ligne. Votre modification est enregistrée (et gardée prête à publier); publiez de nouveau quand vous serez de retour en ligne."
        )
    }

    pub fn auth_refused(self, remote: &RemoteName) -> String {
        let remote = self.remote(remote);
        say!(
            self,
            "{remote} refused your sign-in, so nothing was sent. Sign in again (push once from VS Code or GitHub Desktop, or run `gh auth login`) and Publish again. sitegen stores no password of its own.",
            "Votre connexion a été refusée par {remote} : rien n'a donc été envoyé. Reconnectez-vous (synchronisez une fois depuis VS Code ou GitHub Desktop, ou lancez `gh auth login`), puis publiez de nouveau. sitegen ne garde aucun mot de passe."
        )
    }

    pub fn invalid(self) -> String {
        say!(
            self,
            "Nothing was published: the site has problems that `sitegen check` refuses. Fix them and publish again.",
            "Rien n'a été publié : le site a des problèmes que `sitegen check` refuse. Corrigez-les, puis publiez de nouveau."
        )
    }

    /// On every preview page while leads go nowhere (stages::preview_notices).
    pub fn preview_demo(self) -> String {
        say!(
            self,
            "Preview: quote requests go nowhere. site.yaml's leads provider is demo, so the form only shows here what sending looks like; published, it says nothing was sent. Set leads: {{ provider: netlify }}, formspree or endpoint before publishing (docs/deploy.md).",
            "Aperçu : les demandes de soumission ne vont nulle part. Dans site.yaml, la réception des demandes est demo : le formulaire montre seulement ici à quoi ressemble l'envoi; une fois publié, il dit que rien n'a été envoyé. Écrivez `leads: {{ provider: netlify }}`, `formspree` ou `endpoint` avant de publier (docs/deploy.md)."
        )
    }

    /// On every preview page while pages wait for their first day: each as "/route from <day>".
    pub fn preview_waiting(self, pages: &[(String, sitegen_content::Day)]) -> String {
        let list: Vec<String> = pages
            .iter()
            .map(|(route, day)| match self.0 {
                Language::EnCa => format!("{route} from {}", day.long_in(self.0)),
                Language::FrCa => format!("{route} à partir du {}", day.long_in(self.0)),
            })
            .collect();
        let list = list.join("; ");
        match (self.0, pages.len()) {
            (Language::EnCa, 1) => format!(
                "Preview of today: a page is not on the site yet, as its \"On the site from\" day says: {list}."
            ),
            (Language::EnCa, _) => format!(
                "Preview of today: some pages are not on the site yet, as their \"On the site from\" day says: {list}."
            ),
            (Language::FrCa, 1) => typeset(&format!(
                "Aperçu d'aujourd'hui : une page n'est pas encore sur le site, comme le dit sa date « Sur le site à partir du » : {list}."
            )),
            (Language::FrCa, _) => typeset(&format!(
                "Aperçu d'aujourd'hui : des pages ne sont pas encore sur le site, comme le dit leur date « Sur le site à partir du » : {list}."
            )),
        }
    }

    pub fn demo_leads(self) -> String {
        say!(
            self,
            "The quote form sends quote requests nowhere (site.yaml: `leads: {{provider: demo}}`): every request a visitor sends would be lost. Confirm that you want to publish anyway, or set up leads first (docs/deploy.md).",
            "Le formulaire de soumission n'envoie les demandes nulle part (site.yaml : `leads: {{provider: demo}}`) : chaque demande d'un visiteur serait perdue. Confirmez que vous voulez publier quand même, ou configurez d'abord la réception des demandes (docs/deploy.md)."
        )
    }

    pub fn review_required(self) -> String {
        say!(
            self,
            "This site's changes are looked at before they go live (site.yaml: `review: true`): press \"Send for review\"; the owner publishes by merging it.",
            "Les modifications de ce site sont révisées avant d'être mises en ligne (site.yaml : `review: true`) : appuyez sur « Envoyer pour révision »; la personne responsable du site les publie en les acceptant."
        )
    }

    pub fn changed_meanwhile(self) -> String {
        say!(
            self,
            "The content changed since the list was shown (another tab or program saved a file). Look at the list again, then Publish.",
            "Le contenu a changé depuis l'affichage de la liste (un autre onglet ou un autre programme a enregistré un fichier). Regardez la liste de nouveau, puis publiez."
        )
    }

    pub fn unlisted(self, files: &[String]) -> String {
        let list = self.list(files);
        say!(
            self,
            "Nothing was published: the commit would also have sent {list}, which the list you confirmed did not show. Your changes are kept, not sent: look at the list again, then Publish.",
            "Rien n'a été publié : l'envoi aurait aussi compris {list}, que la liste que vous avez confirmée ne montrait pas. Vos modifications sont gardées, pas envoyées : regardez la liste de nouveau, puis publiez."
        )
    }

    pub fn own_commits(self, files: &[String]) -> String {
        let list = self.list(files);
        say!(
            self,
            "This clone has commits of its own that change files outside content/ ({list}); publishing would send them too. Ask whoever set up the site to push them (or undo them) first.",
            "Cette copie du site a ses propres versions enregistrées, qui modifient des fichiers hors de content/ ({list}); publier les enverrait aussi. Demandez d'abord à la personne qui a installé le site de les envoyer (ou de les annuler)."
        )
    }

    /// git failed where it should not: the step and git's own (English) words, for whoever set up
    /// the site.
    pub fn git_failed(self, what: &str, detail: &str) -> String {
        say!(
            self,
            "git could not {what}: {detail}",
            "Une étape de Git a échoué. Détail pour la personne qui a installé le site : git could not {what}: {detail}"
        )
    }

    /// Publish's default description, from the files it sends.
    pub fn update_description(self, files: &[String]) -> String {
        match files {
            [one] => {
                let one = one.trim_start_matches("content/");
                say!(self, "Update {one}", "Mise à jour de {one}")
            }
            many => {
                let n = many.len();
                say!(self, "Update {n} content files", "Mise à jour de {n} fichiers de contenu")
            }
        }
    }

    pub fn published(self, short: &str, subject: &str, branch: &str, on_github: bool) -> String {
        let follow = match (on_github, self.0) {
            (false, _) => "",
            (true, Language::EnCa) => " (follow it on GitHub)",
            (true, Language::FrCa) => " (suivez la publication sur GitHub)",
        };
        say!(
            self,
            "Published: commit {short} \"{subject}\" is on {branch}. The site rebuilds and is usually live within 3 minutes{follow}.",
            "Publié : votre modification « {subject} » est envoyée (version {short}). Le site se reconstruit et est habituellement en ligne d'ici 3 minutes{follow}."
        )
    }

    pub fn already_latest(self) -> String {
        say!(self, "You already have the latest version.", "Vous avez déjà la dernière version.")
    }

    /// `behind` changes came in, changing `files`; `yours_left`: this clone still has its own to
    /// publish.
    pub fn got_latest(self, behind: u32, files: &[String], yours_left: bool) -> String {
        let list = self.list(files);
        let s = if behind == 1 { "" } else { "s" };
        let yours = match (yours_left, self.0) {
            (false, _) => "",
            (true, Language::EnCa) => "; Publish again to send yours",
            (true, Language::FrCa) => "; publiez de nouveau pour envoyer les vôtres",
        };
        say!(
            self,
            "Got the latest: {behind} change{s} from others ({list}). Every change you saved is kept{yours}.",
            "Dernière version obtenue : {behind} modification{s} d'autres personnes ({list}). Toutes les modifications que vous avez enregistrées sont gardées{yours}."
        )
    }

    /// A settle took the latest with the person's choices for `files`.
    pub fn settled(self, files: &[String]) -> String {
        let list = self.list(files);
        say!(
            self,
            "Got the latest with your choices for {list}. Every other change of yours is kept, saved and not live yet: Publish to send them. Your version from before is in the History (\"Your version, put aside\").",
            "Dernière version obtenue, avec vos choix pour {list}. Toutes vos autres modifications sont gardées, enregistrées et pas encore en ligne : publiez pour les envoyer. Votre version d'avant est dans l'historique (« Votre version, mise de côté »)."
        )
    }

    /// The History's author of a version put aside.
    pub fn you(self) -> String {
        say!(self, "You", "Vous")
    }

    /// The History's description of a version put aside.
    pub fn put_aside(self) -> String {
        say!(
            self,
            "Your version, put aside when you got the latest",
            "Votre version, mise de côté quand vous avez obtenu la dernière version"
        )
    }

    // Send for review.

    pub fn sent_for_review(self, description: &str, branch: &str, opened: Opened<'_>, host: Host) -> String {
        let opened = match opened {
            Opened::PullRequest(pr) => say!(self, "Pull request opened: {pr}.", "Demande de révision ouverte : {pr}."),
            Opened::Link => say!(
                self,
                "Open its pull request with the link below (GitHub asks you to confirm).",
                "Ouvrez la demande de révision avec le lien ci-dessous (GitHub vous demande de confirmer)."
            ),
            // No pull request exists (a remote that is not GitHub): the branch is the review.
            Opened::AskOwner => {
                return say!(
                    self,
                    "Sent for review: \"{description}\" is on branch {branch}, not live. Ask the owner to look at that branch and merge it: merging it publishes the change.",
                    "Envoyé pour révision : votre modification « {description} » attend d'être révisée sous le nom « {branch} » et n'est pas encore en ligne. Demandez à la personne responsable du site de la réviser et de l'accepter : l'accepter publie la modification."
                );
            }
        };
        let preview = match host {
            Host::Netlify => say!(
                self,
                "Netlify builds a preview of it: the address (Deploy Preview) appears on the pull request within minutes.",
                "Netlify en construit un aperçu : son adresse (Deploy Preview) paraît sur la demande de révision en quelques minutes."
            ),
            Host::Cloudflare => say!(
                self,
                "Cloudflare Pages builds a preview of the branch: its address appears on the pull request within minutes.",
                "Cloudflare Pages en construit un aperçu : son adresse paraît sur la demande de révision en quelques minutes."
            ),
            Host::GithubPages => say!(
                self,
                "GitHub Pages builds no preview of a change: the owner reads it on the pull request (its Files changed tab).",
                "GitHub Pages ne construit pas d'aperçu d'une modification : la personne responsable la lit sur la demande de révision (son onglet Files changed)."
            ),
            Host::S3 | Host::Generic => say!(
                self,
                "This host builds no preview of a change: the owner reads it on the pull request.",
                "Cet hébergeur ne construit pas d'aperçu d'une modification : la personne responsable la lit sur la demande de révision."
            ),
        };
        say!(
            self,
            "Sent for review: \"{description}\" is on branch {branch}, not live. {opened} {preview} Merging the pull request publishes it.",
            "Envoyé pour révision : votre modification « {description} » attend d'être révisée et n'est pas encore en ligne. {opened} {preview} Accepter la demande de révision publie la modification."
        )
    }

    /// The pull request's own text, for the owner on GitHub.
    pub fn review_body(self) -> String {
        say!(
            self,
            "Sent for review from the site editor. Merging this pull request publishes it.",
            "Envoyé pour révision depuis l'éditeur du site. Accepter cette demande publie la modification."
        )
    }

    // The publishing run, as GitHub tells it.

    pub fn not_a_commit_id(self) -> String {
        say!(self, "That is not a commit id.", "Ce n'est pas un numéro de version.")
    }

    pub fn not_on_github(self) -> String {
        say!(
            self,
            "The remote is not on GitHub: its own pages tell whether the site is live.",
            "Le dépôt du site n'est pas sur GitHub : ses propres pages disent si le site est en ligne."
        )
    }

    pub fn follow_on_github(self) -> String {
        say!(
            self,
            "Follow the publishing run on GitHub (the editor reads its state only where GitHub's `gh` tool is signed in, as in a Codespace).",
            "Suivez la publication sur GitHub (l'éditeur n'en lit l'état que là où l'outil `gh` de GitHub est connecté, comme dans un Codespace)."
        )
    }

    pub fn run_live_with_a_problem(self) -> String {
        say!(
            self,
            "Live. But the full tests found a problem after publishing: see the run (GitHub e-mailed about it).",
            "En ligne. Mais les tests complets ont trouvé un problème après la publication : voyez la publication sur GitHub (GitHub vous a écrit un courriel à ce sujet)."
        )
    }

    pub fn run_live(self) -> String {
        say!(
            self,
            "Live: the publishing run put this commit online.",
            "En ligne : la publication a mis cette version en ligne."
        )
    }

    pub fn run_failed_at(self, step: &str) -> String {
        say!(
            self,
            "The publishing run failed at \"{step}\": nothing of this commit is online. See the run for the file and line.",
            "La publication a échoué à l'étape « {step} » : rien de cette version n'est en ligne. Voyez la publication sur GitHub pour le fichier et la ligne."
        )
    }

    pub fn run_done(self) -> String {
        say!(
            self,
            "The publishing run is done (a newer commit published the site).",
            "La publication est terminée (une version plus récente a publié le site)."
        )
    }

    pub fn run_working(self, done: usize, steps: usize) -> String {
        let s = if done > 1 { "s" } else { "" };
        say!(
            self,
            "Publishing: {done} of {steps} steps done…",
            "Publication en cours : {done} étape{s} terminée{s} sur {steps}…"
        )
    }

    /// A failed run, as GitHub says it publicly: its failed step when GitHub names one.
    pub fn run_failed(self, step: Option<&str>) -> String {
        let at = match (step, self.0) {
            (None, _) => String::new(),
            (Some(s), Language::EnCa) => format!(" at \"{s}\""),
            (Some(s), Language::FrCa) => format!(" à l'étape « {s} »"),
        };
        say!(
            self,
            "The publishing run failed{at}: nothing changed on the live site. See the publishing run for what went wrong; fix it and Publish again.",
            "La publication a échoué{at} : rien n'a changé sur le site en ligne. Voyez la publication sur GitHub pour savoir ce qui n'a pas fonctionné; corrigez-le, puis publiez de nouveau."
        )
    }

    // Is it live?

    /// `15:04` (or `15:04 UTC`), as the language writes a time: `15 h 04` in French.
    pub fn clock(self, hh_mm: &str) -> String {
        let parsed = hh_mm.get(..5).and_then(|t| t.split_once(':')).and_then(|(h, m)| Some((h.parse::<u8>().ok()?, m)));
        match (self.0, parsed) {
            (Language::FrCa, Some((h, "00"))) => format!("{h}\u{a0}h{}", &hh_mm[5..]),
            (Language::FrCa, Some((h, m))) => format!("{h}\u{a0}h\u{a0}{m}{}", &hh_mm[5..]),
            _ => hh_mm.to_owned(),
        }
    }

    /// `2 min 40 s`, its parts kept together in French.
    fn span(self, duration: &str) -> String {
        if self.fr() { duration.replace(' ', "\u{a0}") } else { duration.to_owned() }
    }

    /// Live since `clock` (already in the language's form), `after` the Publish or the review.
    /// The editor puts the person's own clock in place of the text before the first comma.
    pub fn live_since(self, clock: &str, after: &str, review: bool) -> String {
        let after = self.span(after);
        let what = match (review, self.0) {
            (false, Language::EnCa) => "Publish",
            (true, Language::EnCa) => "it was sent for review",
            (false, Language::FrCa) => "la publication",
            (true, Language::FrCa) => "l'envoi pour révision",
        };
        say!(self, "Live since {clock}, {after} after {what}.", "En ligne depuis {clock}, {after} après {what}.")
    }

    /// The watch gave up `after` the Publish: `url` `seen`, then what the run says (`run`, which
    /// starts with a space when there is one).
    pub fn not_live_yet(self, after: &str, url: &str, seen: Seen<'_>, run: &str) -> String {
        let after = self.span(after);
        let seen = match seen {
            Seen::Commit(short) => {
                say!(self, "still shows the build of commit {short}", "montre encore la version {short}")
            }
            Seen::Unreadable(why) => say!(self, "could not be read ({why})", "n'a pas pu être lu ({why})"),
            Seen::Nothing => say!(self, "was not read", "n'a pas été lu"),
        };
        say!(
            self,
            "Not live yet: {after} after Publish, {url} {seen}, so the old pages are still online.{run}",
            "Pas encore en ligne : {after} après la publication, {url} {seen}; les anciennes pages sont donc toujours en ligne.{run}"
        )
    }

    /// After [`Say::not_live_yet`]: GitHub says the run published it.
    pub fn run_published_host_updating(self) -> String {
        say!(
            self,
            " GitHub says the run published it: the host may still be updating its copies.",
            " GitHub dit que la publication l'a mise en ligne : l'hébergeur met peut-être encore ses copies à jour."
        )
    }

    /// After [`Say::not_live_yet`]: nothing known of the run, whose page is linked below.
    pub fn see_the_run(self) -> String {
        say!(
            self,
            " The publishing run's page (below) says what happened.",
            " La page de la publication (ci-dessous) dit ce qui s'est passé."
        )
    }

    /// After [`Say::not_live_yet`]: no run this editor can link to (a host that builds by itself).
    pub fn see_the_host(self) -> String {
        say!(
            self,
            " Your host's list of publishes (Deploys on Netlify, Deployments on Cloudflare Pages) says what happened.",
            " La liste des publications de votre hébergeur (Deploys sur Netlify, Deployments sur Cloudflare Pages) dit ce qui s'est passé."
        )
    }

    /// "Not live yet" (or a failed run) while the live site is still asked: it says so, and that
    /// the message changes by itself.
    pub fn still_asking(self, message: &str, watching: bool) -> String {
        match watching {
            true => say!(
                self,
                "{message} sitegen keeps asking the live site and says here when it shows the change.",
                "{message} sitegen continue d'interroger le site en ligne et vous dira ici quand il montrera la modification."
            ),
            false => message.to_owned(),
        }
    }

    pub fn waiting_for_review(self, short: &str, url: &str) -> String {
        say!(
            self,
            "Sent for review (commit {short}): not live until the pull request is merged. This says when {url} shows it.",
            "Envoyé pour révision (version {short}) : pas en ligne tant que la demande de révision n'est pas acceptée. Ce message dira quand {url} la montrera."
        )
    }

    pub fn waiting(self, short: &str, url: &str, so_far: &str) -> String {
        let so_far = self.span(so_far);
        say!(
            self,
            "Published commit {short}: waiting for {url} to show it ({so_far} so far; the site is usually live within minutes).",
            "Version {short} publiée : en attente que {url} la montre ({so_far} jusqu'ici; le site est habituellement en ligne en quelques minutes)."
        )
    }

    /// Why the live site's version could not be read.
    pub fn no_commit_in_build(self) -> String {
        say!(self, "a build that does not say its commit", "un site construit sans numéro de version")
    }

    pub fn no_base_url(self) -> String {
        say!(self, "site.yaml has no base_url", "site.yaml n'a pas de base_url")
    }

    pub fn no_curl(self) -> String {
        say!(
            self,
            "curl is not installed, so the live site cannot be asked",
            "curl n'est pas installé : le site en ligne ne peut donc pas être interrogé"
        )
    }

    pub fn not_a_build_record(self, url: &str) -> String {
        say!(self, "{url} is not a build record", "{url} ne décrit pas une version du site")
    }

    // Editing: the edit API's refusals.

    /// A file changed on disk since its form loaded it.
    pub fn changed_elsewhere(self, file: &str) -> String {
        say!(
            self,
            "{file} was changed elsewhere (another tab or a text editor) since you opened it. Nothing was saved: reload the page to see the new version, then make your change again.",
            "{file} a été modifié ailleurs (un autre onglet ou un éditeur de texte) depuis que vous l'avez ouvert. Rien n'a été enregistré : rechargez la page pour voir la nouvelle version, puis refaites votre modification."
        )
    }

    pub fn refusal(self, refusal: &Refusal) -> String {
        match refusal {
            Refusal::OutsideSite(rel) => say!(
                self,
                "{rel}: not a path inside the site (no `..`, no absolute paths)",
                "{rel} : ce n'est pas un chemin dans le site (pas de `..`, pas de chemin absolu)"
            ),
            Refusal::NotContent(rel) => say!(
                self,
                "{rel}: only content files can be edited here",
                "{rel} : seuls les fichiers de contenu peuvent être modifiés ici"
            ),
            Refusal::NotYaml(rel) => say!(
                self,
                "{rel}: only .yaml files can be edited here",
                "{rel} : seuls les fichiers .yaml peuvent être modifiés ici"
            ),
            Refusal::ThroughLink(rel) => say!(
                self,
                "{rel}: this file is outside content/ (through a link)",
                "{rel} : ce fichier est hors de content/ (par un lien)"
            ),
            Refusal::NotText(rel) => say!(
                self,
                "{rel} is not UTF-8 text: edit it in a text editor",
                "{rel} n'est pas du texte UTF-8 : modifiez-le dans un éditeur de texte"
            ),
            Refusal::NotPhotoPath(rel) => say!(
                self,
                "{rel}: only photos under {PHOTOS_DIR}/ can be written here",
                "{rel} : seules les photos de {PHOTOS_DIR}/ peuvent être écrites ici"
            ),
            Refusal::NotAPage(route) => {
                say!(self, "{route} is not a page of the edited site", "{route} n'est pas une page du site modifié")
            }
            Refusal::NoContent => say!(self, "no content", "aucun contenu"),
            Refusal::NothingToSave => say!(self, "nothing to save", "rien à enregistrer"),
            Refusal::Said(words) => words.clone(),
        }
    }

    pub fn no_token(self) -> String {
        say!(
            self,
            "this request does not carry the preview's edit token",
            "cette demande ne porte pas le jeton de modification de l'aperçu"
        )
    }

    pub fn foreign_origin(self) -> String {
        say!(
            self,
            "edits are accepted only from the preview's own pages",
            "les modifications ne sont acceptées que depuis les pages de l'aperçu"
        )
    }

    pub fn not_found(self) -> String {
        say!(self, "not found", "introuvable")
    }

    pub fn no_action(self, action: &str) -> String {
        say!(self, "no edit action `{action}`", "aucune action de modification `{action}`")
    }

    /// A request whose body is not the action's shape (`reason`: serde's words).
    pub fn bad_request(self, action: &str, reason: &str) -> String {
        say!(
            self,
            "the request to `{action}` is not what it takes: {reason}",
            "la demande à `{action}` n'a pas la forme attendue : {reason}"
        )
    }

    pub fn not_json(self) -> String {
        say!(self, "the body is not JSON", "son contenu n'est pas du JSON")
    }

    pub fn internal(self, what: &str) -> String {
        say!(self, "the preview failed to answer: {what}", "l'aperçu n'a pas pu répondre : {what}")
    }

    // What the site's dates change by themselves, and what that needs.

    pub fn daily_run(self) -> String {
        say!(
            self,
            "The publishing workflow's daily run makes these changes. GitHub pauses a daily run after 60 days without a commit: if nobody publishes for two months, re-enable it in the repository's Actions tab (Test and publish > Enable workflow), or they do not happen.",
            "La publication quotidienne automatique fait ces changements. GitHub suspend une tâche quotidienne après 60 jours sans nouvelle version : si personne ne publie pendant deux mois, réactivez-la dans l'onglet Actions du dépôt (Test and publish > Enable workflow), sinon ils n'auront pas lieu."
        )
    }

    pub fn build_hook(self) -> String {
        say!(
            self,
            "This host builds the site itself: the daily run asks it to through its build hook, saved as the repository secret BUILD_HOOK_URL (docs/deploy.md, \"Dates without publishing\").",
            "Cet hébergeur construit le site lui-même : la tâche quotidienne le lui demande par son adresse de construction (build hook), enregistrée comme secret BUILD_HOOK_URL du dépôt (docs/deploy.md, « Dates without publishing »)."
        )
    }

    pub fn no_time_zone(self) -> String {
        say!(
            self,
            "site.yaml has no time_zone: days start and end at midnight UTC (evening in Canada).",
            "site.yaml n'a pas de time_zone : les jours commencent et finissent à minuit UTC (en soirée au Canada)."
        )
    }

    /// Every open tab's notice while the preview makes the photos.
    pub fn photos_ready(self, done: usize, total: usize) -> String {
        say!(
            self,
            "Photos: {done} of {total} ready; the others appear as they are made.",
            "Photos : {done} sur {total} prêtes; les autres paraissent à mesure qu'elles sont faites."
        )
    }

    /// The heading of the preview's overlay while the site does not build.
    pub fn cannot_rebuild(self, problems: usize) -> String {
        match (self.0, problems) {
            (Language::EnCa, 1) => "The site cannot be rebuilt: 1 problem".to_owned(),
            (Language::EnCa, n) => format!("The site cannot be rebuilt: {n} problems"),
            (Language::FrCa, 1) => typeset("Le site ne peut pas être reconstruit : 1 problème"),
            (Language::FrCa, n) => typeset(&format!("Le site ne peut pas être reconstruit : {n} problèmes")),
        }
    }

    /// Under the preview's overlay.
    pub fn fix_and_save(self) -> String {
        say!(
            self,
            "Fix the file and save: this page reloads by itself.",
            "Corrigez le fichier et enregistrez-le : cette page se recharge d'elle-même."
        )
    }
}

/// What Send for review did about the pull request.
#[derive(Debug, Clone, Copy)]
pub enum Opened<'a> {
    /// GitHub's `gh` opened it (or it was open already): its address.
    PullRequest(&'a str),
    /// The compare page's link opens it.
    Link,
    /// Not on GitHub: the owner is told the branch's name.
    AskOwner,
}

/// What the live site showed when the watch gave up.
#[derive(Debug, Clone, Copy)]
pub enum Seen<'a> {
    /// The build of an older commit (its short id).
    Commit(&'a str),
    /// Why it could not be read.
    Unreadable(&'a str),
    Nothing,
}

/// French typography on the prose of `text`; code between backticks is left as written.
fn typeset(text: &str) -> String {
    sitegen_content::typography::french_prose(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FR: Say = Say(Language::FrCa);

    #[test]
    fn french_is_typeset_and_code_is_left_as_written() {
        assert_eq!(
            FR.demo_leads(),
            "Le formulaire de soumission n’envoie les demandes nulle part (site.yaml\u{a0}: `leads: {provider: demo}`)\u{a0}: chaque demande d’un visiteur serait perdue. Confirmez que vous voulez publier quand même, ou configurez d’abord la réception des demandes (docs/deploy.md)."
        );
        assert_eq!(FR.list(&["a".into(), "b".into(), "c".into()]), "a, b et c");
        assert_eq!(Say::EN.list(&["a".into(), "b".into()]), "a and b");
    }

    #[test]
    fn times_are_written_as_each_language_writes_them() {
        assert_eq!(FR.clock("06:04 UTC"), "6\u{a0}h\u{a0}04 UTC");
        assert_eq!(FR.clock("15:00"), "15\u{a0}h");
        assert_eq!(Say::EN.clock("06:04 UTC"), "06:04 UTC");
        assert_eq!(
            FR.live_since(&FR.clock("14:05"), "2 min 40 s", false),
            "En ligne depuis 14\u{a0}h\u{a0}05, 2\u{a0}min\u{a0}40\u{a0}s après la publication."
        );
        assert_eq!(
            Say::EN.live_since("14:05", "2 min 40 s", true),
            "Live since 14:05, 2 min 40 s after it was sent for review."
        );
    }

    #[test]
    fn french_names_no_git_word() {
        let files = vec!["content/site.yaml".to_owned()];
        let remote = RemoteName::Named("origin".into());
        let said = [
            FR.published("abc1234", "Heures", "main", true),
            FR.both_changed(&files),
            FR.unlisted(&files),
            FR.own_commits(&files),
            FR.rejected(),
            FR.review_required(),
            FR.offline(&remote),
            FR.sent_for_review("Heures", "review/sam", Opened::AskOwner, Host::GithubPages),
            FR.sent_for_review("Heures", "review/sam", Opened::Link, Host::Netlify),
            FR.waiting_for_review("abc1234", "https://example.ca"),
            FR.waiting("abc1234", "https://example.ca", "45 s"),
            FR.not_live_yet("40 min 0 s", "https://example.ca", Seen::Commit("abc1234"), &FR.see_the_run()),
            FR.run_failed(Some("Build the site")),
            FR.run_live(),
            FR.daily_run(),
        ];
        for s in &said {
            let lower = s.to_lowercase();
            for word in ["commit", "branch", "branche", "merge", "fusion", "push", "pull request"] {
                assert!(!lower.contains(word), "{word}: {s}");
            }
        }
    }
}
