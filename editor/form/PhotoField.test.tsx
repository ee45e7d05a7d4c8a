// The photo picker in a section's form, on the real page schema: choosing one of the site's photos,
// uploading a new one, and what each gives back to the form (the alt text asked for again).
import { readFileSync } from "node:fs";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { api, EditFailed } from "../api";
import type { Schema } from "../schema";
import { isPhoto, sectionTypes } from "../schema";
import { ObjectField } from "./Field";
import { withNewPhoto } from "./PhotoField";

const page = JSON.parse(readFileSync("content/.schema/page.schema.json", "utf8")) as Schema;
const hero = sectionTypes(page).hero!;

function Harness({ initial, seen }: { initial: unknown; seen: unknown[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ObjectField
      name="hero"
      schema={hero}
      value={value}
      path={[]}
      errors={new Map()}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

const van = { src: "team/van.jpg", alt: "Illustration of a service van", illustration: true };
const photo = (src: string, pending = false) => ({ src, width: 1600, height: 1067, bytes: 200_000, pending });

describe("the photo picker", () => {
  beforeEach(() => {
    vi.spyOn(api, "photos").mockResolvedValue({ photos: [photo("team/van.jpg"), photo("jobs/boiler-room.jpg")] });
  });

  test("every photo field of the schemas is one (hero, cards, galleries), and nothing else", () => {
    expect(isPhoto(hero.properties!.image!)).toBe(true);
    expect(isPhoto(hero)).toBe(false);
  });

  test("a photo shows as its thumbnail with its file, not as a path to type", () => {
    render(<Harness initial={{ title: "Heat", image: van }} seen={[]} />);
    expect(screen.queryByRole("textbox", { name: /^Src/ })).toBeNull();
    expect(screen.getByText("team/van.jpg")).toBeInTheDocument();
    expect(document.querySelector('img[src="/_sitegen/thumb/team/van.jpg"]')).not.toBeNull();
    expect(screen.getByRole("textbox", { name: /^Alt/ })).toHaveValue("Illustration of a service van");
  });

  test("choosing another of the site's photos empties the alt text and asks for new words", async () => {
    const seen: unknown[] = [];
    render(<Harness initial={{ title: "Heat", image: van }} seen={seen} />);
    fireEvent.click(screen.getByRole("button", { name: "Choose another photo" }));
    fireEvent.click(await screen.findByRole("button", { name: "Use jobs/boiler-room.jpg" }));
    expect(seen.at(-1)).toEqual({ title: "Heat", image: { src: "jobs/boiler-room.jpg", alt: "" } });
    const alt = screen.getByRole("textbox", { name: /^Alt/ });
    expect(alt).toHaveValue("");
    expect(alt).toHaveFocus();
    expect(screen.getByText(/Say what the new photo shows/)).toBeInTheDocument();
    fireEvent.input(alt, { target: { value: "Three boilers piped together" } });
    expect(seen.at(-1)).toEqual({ title: "Heat", image: { src: "jobs/boiler-room.jpg", alt: "Three boilers piped together" } });
    expect(screen.queryByText(/Say what the new photo shows/)).toBeNull();
  });

  test("an upload is sent with the photo it replaces and then used", async () => {
    const upload = vi.spyOn(api, "upload").mockResolvedValue({ photo: photo("team/img-2041.jpg", true), reused: false });
    const seen: unknown[] = [];
    render(<Harness initial={{ title: "Heat", image: van }} seen={seen} />);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "IMG_2041.JPG", { type: "image/jpeg" });
    fireEvent.change(screen.getByLabelText("Upload a photo"), { target: { files: [file] } });
    await waitFor(() => expect(seen.at(-1)).toEqual({ title: "Heat", image: { src: "team/img-2041.jpg", alt: "" } }));
    expect(upload).toHaveBeenCalledWith(file, "team/van.jpg");
    expect(screen.getByText(/saved into content\/images\/ with the page/)).toBeInTheDocument();
  });

  test("an upload the site cannot use is refused in the check's words, and the photo stays", async () => {
    const words = "`party.gif` is a GIF animation or picture, which the site cannot publish as a photo";
    vi.spyOn(api, "upload").mockRejectedValue(new EditFailed(words));
    const seen: unknown[] = [];
    render(<Harness initial={{ title: "Heat", image: van }} seen={seen} />);
    const file = new File(["GIF89a"], "party.gif", { type: "image/gif" });
    fireEvent.change(screen.getByLabelText("Upload a photo"), { target: { files: [file] } });
    expect(await screen.findByRole("alert")).toHaveTextContent(words);
    expect(seen).toEqual([]);
  });

  test("a decorative photo stays decorative and gets no alt", () => {
    expect(withNewPhoto({ src: "a.jpg", decorative: true }, "b.jpg")).toEqual({ src: "b.jpg", decorative: true });
    expect(withNewPhoto({ alt: "x", src: "a.jpg", illustration: true }, "b.jpg")).toEqual({ alt: "", src: "b.jpg" });
    expect(withNewPhoto({}, "b.jpg")).toEqual({ src: "b.jpg", alt: "" });
  });
});
