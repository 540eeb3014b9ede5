// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { words } from "@/content/read/words";
import { RoomPartyFields } from "./RoomPartyFields";
import type { RoomParty } from "./room-stay-totals";

let latest: RoomParty | null = null;

function Party() {
  const [party, setParty] = useState<RoomParty>({ adults: 2, childAges: [] });
  latest = party;
  return <RoomPartyFields party={party} onChange={setParty} words={words("room-stay", "en")} locale="en" />;
}

describe("who is staying, on a room page", () => {
  it("asks each child's age from a list once the children are counted", async () => {
    const user = userEvent.setup();
    render(<Party />);
    const group = screen.getByRole("group", { name: "Who is staying" });
    expect(screen.getByLabelText("Adults")).toHaveProperty("value", "2");
    await user.selectOptions(screen.getByLabelText("Children"), "2");
    expect(latest).toEqual({ adults: 2, childAges: [null, null] });
    await user.selectOptions(screen.getByLabelText("Age of child 1"), "4 years");
    await user.selectOptions(screen.getByLabelText("Age of child 2"), "Under 1");
    expect(latest).toEqual({ adults: 2, childAges: [4, 0] });
    await user.selectOptions(screen.getByLabelText("Children"), "1");
    expect(latest).toEqual({ adults: 2, childAges: [4] });
    expect(screen.queryByLabelText("Age of child 2")).toBeNull();
    expect(group).toBeTruthy();
  });
});
