// The generated forms, on the real page schema: what a marketing person sees and what each
// control gives back.
import { readFileSync } from "node:fs";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test } from "vitest";
import type { Schema } from "../schema";
import { kindOf, sectionTypes } from "../schema";
import { ObjectField, type Errors } from "./Field";

const page = JSON.parse(readFileSync("content/.schema/page.schema.json", "utf8")) as Schema;
const plans = JSON.parse(readFileSync("content/.schema/plans.schema.json", "utf8")) as Schema;
const types = sectionTypes(page);

function Harness({ schema, initial, errors = new Map(), seen }: { schema: Schema; initial: unknown; errors?: Errors; seen: unknown[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ObjectField
      name="x"
      schema={schema}
      value={value}
      path={[]}
      errors={errors}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe("forms from the content schema", () => {
  test("every section type has a form of fields", () => {
    expect(Object.keys(types).length).toBeGreaterThan(20);
    for (const [name, s] of Object.entries(types)) expect(kindOf(s), name).toBe("object");
  });

  test("a FAQ section: labelled, required marks, help, and a list that grows, moves and shrinks", () => {
    const seen: unknown[] = [];
    const faq = { title: "Questions", items: [{ question: "A?", answer: "a" }, { question: "B?", answer: "b" }] };
    render(<Harness schema={types.faq!} initial={faq} seen={seen} />);
    const title = screen.getByRole("textbox", { name: /^Title/ });
    expect(title).toHaveValue("Questions");
    expect(screen.getAllByTitle("required").length).toBeGreaterThan(0);
    expect(screen.getByText("The heading of the section.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Move Question 1 down" }));
    expect(seen.at(-1)).toEqual({ title: "Questions", items: [{ question: "B?", answer: "b" }, { question: "A?", answer: "a" }] });
    fireEvent.click(screen.getByRole("button", { name: "Add question" }));
    expect((seen.at(-1) as typeof faq).items).toHaveLength(3);
    expect((seen.at(-1) as typeof faq).items[2]).toEqual({ question: "", answer: "" });
    const third = screen.getByRole("group", { name: "Question 3" });
    fireEvent.input(within(third).getByRole("textbox", { name: /^Question/ }), { target: { value: "C?" } });
    expect((seen.at(-1) as typeof faq).items[2]!.question).toBe("C?");
    fireEvent.click(screen.getByRole("button", { name: "Remove Question 1" }));
    expect((seen.at(-1) as typeof faq).items.map((i) => i.question)).toEqual(["A?", "C?"]);
  });

  test("fixed choices are selects, and a rating stays a number", () => {
    const testimonials = JSON.parse(readFileSync("content/.schema/testimonials.schema.json", "utf8")) as Schema;
    const seen: unknown[] = [];
    render(<Harness schema={testimonials.items!} initial={{ quote: "Great", author: "Pat", location: "Calgary, AB", rating: 5 }} seen={seen} />);
    const rating = screen.getByRole("combobox", { name: /Rating/ });
    fireEvent.change(rating, { target: { value: "4" } });
    expect((seen.at(-1) as { rating: unknown }).rating).toBe(4);
  });

  test("a button's style offers its choices in words, and writes the YAML value", () => {
    const action = types.cta!.properties!.actions!.items!;
    const seen: unknown[] = [];
    render(<Harness schema={action} initial={{ label: "Call", href: "/quote", style: "secondary" }} seen={seen} />);
    const style = screen.getByRole("combobox", { name: /^Style/ });
    expect(within(style).getAllByRole("option").map((o) => o.textContent)).toEqual(["Primary", "Secondary", "Emergency"]);
    expect(style).toHaveValue("secondary");
    fireEvent.change(style, { target: { value: "emergency" } });
    expect((seen.at(-1) as { style: unknown }).style).toBe("emergency");
  });

  test("a field's error is shown beside it, and the field is marked invalid", () => {
    const plan = (plans.additionalProperties as Schema) ?? {};
    const errors: Errors = new Map([["price", ["price `149` has no dollar sign"]]]);
    render(<Harness schema={plan} initial={{ name: "Basic", price: "149", features: ["a"] }} errors={errors} seen={[]} />);
    const price = screen.getByRole("textbox", { name: /^Price/ });
    expect(price).toHaveAttribute("aria-invalid", "true");
    expect(price).toHaveAccessibleDescription("price `149` has no dollar sign");
  });

  test("an optional field can be added from the list of fields the section does not use yet", () => {
    const seen: unknown[] = [];
    render(<Harness schema={types.faq!} initial={{ title: "Q", items: [] }} seen={seen} />);
    fireEvent.change(screen.getByRole("combobox", { name: /Add a field/ }), { target: { value: "id" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(seen.at(-1)).toEqual({ title: "Q", items: [], id: "" });
  });
});

describe("the control each kind of value gets", () => {
  const site = JSON.parse(readFileSync("content/.schema/site.schema.json", "utf8")) as Schema;
  const cities = JSON.parse(readFileSync("content/.schema/cities.schema.json", "utf8")) as Schema;
  const testimonials = JSON.parse(readFileSync("content/.schema/testimonials.schema.json", "utf8")) as Schema;
  test.each([
    ["a phone number is text", site.properties!.phone!, "text"],
    ["a timing is a number", site.properties!.timings!.properties!.carousel_ms!, "number"],
    ["a photo's file is text", cities.items!.properties!.image!.properties!.src!, "text"],
    ["a photo's decorative flag is yes or no", cities.items!.properties!.image!.properties!.decorative!, "boolean"],
    ["featured is yes or no", testimonials.items!.properties!.featured!, "boolean"],
    ["a rating is one of fixed choices", testimonials.items!.properties!.rating!, "select"],
    ["a section's id is text", types.faq!.properties!.id!, "text"],
    ["a page's title is text", page.properties!.title!, "text"],
  ])("%s", (_, schema, kind) => expect(kindOf(schema)).toBe(kind));
});
