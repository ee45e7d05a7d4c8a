// Entry of the preview's editor (`sitegen serve` only; never part of a built site). The panel
// lives in a shadow root so the site's styles and the editor's never meet.
import "../islands/effects";
import { createRoot } from "react-dom/client";
import { Panel } from "./Panel";

const host = document.createElement("sitegen-editor");
document.body.append(host);
const shadow = host.attachShadow({ mode: "open" });
const css = document.createElement("link");
css.rel = "stylesheet";
css.href = "/_sitegen/editor/editor.css";
const mount = document.createElement("div");
shadow.append(css, mount);
createRoot(mount).render(<Panel />);
