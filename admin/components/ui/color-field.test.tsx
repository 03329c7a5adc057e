// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin } from "../../../tests/kits/admin/render-admin.js";
import { ColorField } from "./color-field.js";

function Harness({ onChange }: { onChange(hex: string): void }) {
  const [value, setValue] = useState("007BFF");
  return (
    <ColorField
      label="Button colour"
      value={value}
      onChange={(hex) => {
        onChange(hex);
        setValue(hex);
      }}
    />
  );
}

const code = () =>
  screen.getByRole("textbox", { name: "Button colour, hexadecimal code" }) as HTMLInputElement;
const picker = () => screen.getByLabelText("Button colour") as HTMLInputElement;
/** The field's own error (the notices area is an alert region too). */
const fieldError = () => document.querySelector(".field-error");

describe("ColorField", () => {
  it("takes a typed or pasted code, with or without #, in either case", () => {
    const onChange = vi.fn();
    renderAdmin(<Harness onChange={onChange} />);
    expect(code().value).toBe("#007BFF");
    fireEvent.change(code(), { target: { value: "#1a73e8" } });
    expect(onChange).toHaveBeenLastCalledWith("1A73E8");
    expect(picker().value).toBe("#1a73e8");
    fireEvent.change(code(), { target: { value: " b42318 " } });
    fireEvent.blur(code());
    expect(onChange).toHaveBeenLastCalledWith("B42318");
    expect(code().value).toBe("#B42318");
  });

  it("says what a code needs and changes nothing until it is one", () => {
    const onChange = vi.fn();
    renderAdmin(<Harness onChange={onChange} />);
    fireEvent.change(code(), { target: { value: "#12345" } });
    fireEvent.change(code(), { target: { value: "#12345G" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(fieldError()?.textContent).toBe("Enter 6 hexadecimal digits, e.g. #1A73E8.");
    expect(code().getAttribute("aria-invalid")).toBe("true");
    expect(picker().value).toBe("#007bff");
  });

  it("follows the picker", () => {
    const onChange = vi.fn();
    renderAdmin(<Harness onChange={onChange} />);
    fireEvent.change(picker(), { target: { value: "#146c2e" } });
    expect(onChange).toHaveBeenLastCalledWith("146C2E");
    expect(code().value).toBe("#146C2E");
    expect(fieldError()).toBeNull();
  });

  it("speaks Spanish", () => {
    renderAdmin(<ColorField label="Color del botón" value="007BFF" onChange={vi.fn()} />, "es");
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "zz" } });
    expect(fieldError()?.textContent).toBe("Introduzca 6 dígitos hexadecimales, p. ej. #1A73E8.");
  });
});
