// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeEstimate, ok, refused, testModule } from "../../tests/kits/widget/fake-api.js";
import { callsTo, fillTrip, later, renderWidget } from "../../tests/kits/widget/render-widget.js";

afterEach(() => {
  vi.useRealTimers();
});

const codeInput = () => screen.getByLabelText("Discount code") as HTMLInputElement;
const summary = () => screen.getByRole("complementary", { name: "Your journey" });
const feedback = () => document.getElementById("discountCode-feedback");

async function applyCode(code: string) {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Apply" }));
  await later();
}

describe("Discount code", () => {
  it("not applied: an empty code, no message, nothing sent with the estimate", async () => {
    const api = await renderWidget();
    expect(codeInput().value).toBe("");
    expect(codeInput().disabled).toBe(false);
    expect(feedback()?.hidden).toBe(true);
    expect(screen.getByRole("button", { name: "Apply" }).getAttribute("aria-disabled")).toBe("true");
    await fillTrip();
    await later(1000);
    expect(callsTo(api.calls, "estimate-price")[0]?.body).not.toHaveProperty("discountCode");
  });

  it("valid: the code is locked and green, the original price struck through", async () => {
    const api = await renderWidget();
    await fillTrip();
    await later(1000);
    // Spaces are dropped while typing.
    fireEvent.change(codeInput(), { target: { value: "WELCOME 10" } });
    expect(codeInput().value).toBe("WELCOME10");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await later();
    expect(callsTo(api.calls, "discount").map((call) => call.path)).toEqual([
      "/api/booking/demomodule/discount/WELCOME10?vehicleId=1&price=60",
    ]);
    expect(codeInput().disabled).toBe(true);
    expect(codeInput().getAttribute("aria-invalid")).toBeNull();
    expect(feedback()?.textContent).toBe("Code WELCOME10 applied: 10 % off.");
    expect(feedback()?.className).toBe("cb-field-success");
    // The locked input cannot keep the focus: the button that unlocks it takes it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove" }));

    await later(1000);
    expect(callsTo(api.calls, "estimate-price").at(-1)?.body).toMatchObject({ discountCode: "WELCOME10" });
    const struck = summary().querySelector("s");
    expect(struck?.textContent).toBe("Before discount: €60.00");
    expect(summary().querySelector(".cb-total strong")?.textContent).toBe("€54.00");
    expect(summary().textContent).toContain("Discount WELCOME10-€6.00");

    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(codeInput().disabled).toBe(false);
    // The Remove button is gone: the focus goes back to the unlocked input.
    expect(document.activeElement).toBe(codeInput());
    expect(codeInput().value).toBe("");
  });

  it("invalid: red feedback tied to the input, and the code is not used", async () => {
    const api = await renderWidget();
    await applyCode("NOPE");
    expect(codeInput().getAttribute("aria-invalid")).toBe("true");
    expect(codeInput().getAttribute("aria-describedby")).toBe("discountCode-feedback");
    expect(feedback()?.textContent).toBe("Expired or invalid discount code");
    expect(feedback()?.className).toBe("cb-field-error");
    await fillTrip();
    await later(1000);
    expect(callsTo(api.calls, "estimate-price")[0]?.body).not.toHaveProperty("discountCode");
    // Typing again starts over.
    fireEvent.change(codeInput(), { target: { value: "NOPE2" } });
    expect(feedback()?.hidden).toBe(true);
  });

  it("Apply keeps the focus while the code is checked, and after an invalid code", async () => {
    const api = await renderWidget();
    fireEvent.change(codeInput(), { target: { value: "NOPE" } });
    const apply = screen.getByRole("button", { name: "Apply" });
    apply.focus();
    fireEvent.click(apply);
    expect(apply.getAttribute("aria-disabled")).toBe("true");
    expect(apply.getAttribute("aria-busy")).toBe("true");
    expect(document.activeElement).toBe(apply);
    fireEvent.click(apply);
    await later();
    expect(callsTo(api.calls, "discount")).toHaveLength(1);
    expect(feedback()?.textContent).toBe("Expired or invalid discount code");
    expect(apply.getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(apply);
  });

  it("Enter in the code applies it rather than sending the booking", async () => {
    const api = await renderWidget();
    fireEvent.change(codeInput(), { target: { value: "WELCOME10" } });
    fireEvent.keyDown(codeInput(), { key: "Enter" });
    await later();
    expect(callsTo(api.calls, "discount")).toHaveLength(1);
    expect(callsTo(api.calls, "checkout")).toHaveLength(0);
    expect(screen.queryByText(/fields? needs? your attention/)).toBeNull();
  });

  it("says so when the code cannot be checked", async () => {
    await renderWidget({
      handlers: [
        (call) => (call.path.includes("/discount/") ? refused(503, "GEO_UNAVAILABLE", "Down") : undefined),
      ],
    });
    await applyCode("WELCOME10");
    await later(2000); // ky retries a GET once
    expect(feedback()?.textContent).toBe("The code could not be checked. Please try again.");
  });

  it("turns invalid when the estimate says the code is not for this vehicle", async () => {
    const module = testModule();
    await renderWidget({
      module,
      handlers: [
        (call) => {
          if (!call.path.endsWith("/estimate-price")) return undefined;
          const body = call.body as Record<string, unknown>;
          const estimate = fakeEstimate(module, { ...body, discountCode: undefined });
          if (body.discountCode && body.vehicleId === 2) {
            estimate.discount = { code: String(body.discountCode), status: "invalid", amount: 0 };
          }
          return ok(body.vehicleId === 2 ? estimate : fakeEstimate(module, body));
        },
      ],
    });
    await fillTrip();
    await later(1000);
    await applyCode("WELCOME10");
    fireEvent.click(screen.getByRole("radio", { name: /Van/ }));
    await later(1000);
    expect(feedback()?.textContent).toBe("Expired or invalid discount code");
    expect(codeInput().getAttribute("aria-invalid")).toBe("true");
    expect(summary().querySelector("s")).toBeNull();
  });
});
