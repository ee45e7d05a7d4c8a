// Effects (useEffect) run right after the render that scheduled them, in the same task, as React
// runs those of a click or a key: a listener an effect adds when the Menu opens is there before the
// next key is handled, even when the browser runs input before other tasks (a busy phone); what an
// effect keeps in storage (the editor's open Publish panel) is kept before a reload the preview
// sends can land. Preact's default (after the next frame and a timer) would also leave an island
// waiting in a tab whose timers are paused. Our effects are light (listeners, timers, storage), so
// nothing waits on them. Imported by the islands' loader and the editor's entry, each its own Preact.
import { options } from "preact";

options.requestAnimationFrame = (callback) => queueMicrotask(callback);
