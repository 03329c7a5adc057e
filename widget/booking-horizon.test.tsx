// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refused, testModule } from "../tests/kits/widget/fake-api.js";
import { change, fillDetails, fillTrip, later, renderWidget } from "../tests/kits/widget/render-widget.js";
import { latestPickupDate } from "./zoned-now.js";

afterEach(() => {
  vi.useRealTimers();
});

const book = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((part) => part.endsWith("-error"));
  return {
    invalid: input.getAttribute("aria-invalid"),
    text: id ? document.getElementById(id)?.textContent : null,
  };
};

describe("the booking horizon in the widget", () => {
  it("stops the date pickers at the last bookable day", async () => {
    const module = testModule({ bookingHorizonDays: 30 });
    await renderWidget({ module });
    const last = latestPickupDate(module);
    expect(screen.getByLabelText("Pickup date").getAttribute("max")).toBe(last);
    fireEvent.click(screen.getByLabelText("Round trip"));
    expect(screen.getByLabelText("Return date").getAttribute("max")).toBe(last);
  });

  it("marks a typed date beyond the horizon on the date field, and books nothing", async () => {
    const module = testModule({ bookingHorizonDays: 30 });
    const api = await renderWidget({ module });
    await fillTrip();
    fillDetails();
    change("Pickup date", latestPickupDate({ ...module, bookingHorizonDays: 31 }));
    fireEvent.click(book());
    await later();
    const { invalid, text } = errorOf("Pickup date");
    expect(invalid).toBe("true");
    expect(text).toBe("Bookings are taken at most 30 days ahead. Choose an earlier date.");
    expect(api.calls.filter((call) => call.path.endsWith("/checkout"))).toHaveLength(0);
  });

  it("shows the server's refusal of a date or time on the field it names", async () => {
    const message =
      "This time does not exist on that day: the clocks go forward. Please choose another time.";
    await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/estimate-price")
            ? refused(422, "NONEXISTENT_LOCAL_TIME", message, [
                { path: "pickUpTime", code: "skipped_time", message },
              ])
            : undefined,
      ],
    });
    await fillTrip();
    await later(1000);
    expect(errorOf("Pickup time").text).toBe(message);
    expect(errorOf("Pickup date").text ?? null).toBeNull();
  });
});
