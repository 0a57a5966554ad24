import type { StoryData } from "../types.ts";

export const contact: StoryData = {
  fullSlug: "contact",
  name: "Contact us",
  content: {
    component: "page",
    title: "Contact us",
    description: "How to reach the Petsies customer happiness team.",
    body: [
      {
        component: "page_section",
        title: "We are here to help",
        text: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "E-mail " },
                { type: "text", text: "support@petsies.com", marks: [{ type: "link", attrs: { href: "mailto:support@petsies.com" } }] },
                { type: "text", text: " and a real person from our customer happiness team will answer within one business day, Monday to Friday, 9 am to 5 pm Eastern Time." },
              ],
            },
            {
              type: "paragraph",
              content: [
                { type: "text", text: "Please include your " },
                { type: "text", text: "order number", marks: [{ type: "bold" }] },
                { type: "text", text: " (it starts with #) and, for questions about a design, the name of your pet. Photos of any issue help us fix it faster." },
              ],
            },
          ],
        },
      },
      {
        component: "page_section",
        title: "Before you write",
        text:
          "Most questions about production times, shipping and returns are answered in our FAQ. You can follow the progress of every item in your order history.",
        link: { url: "/faq/", label: "Read the FAQ" },
      },
    ],
  },
};
