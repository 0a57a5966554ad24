import type { Metadata } from "next";
import { SomethingWentWrong } from "../../../components/layout/SomethingWentWrong.tsx";

export const metadata: Metadata = {
  title: "Something went wrong",
  description: "Something went wrong on our side. Please try again in a moment.",
  alternates: { canonical: "/error/" },
  robots: { index: false },
};

export default function ErrorPage() {
  return <SomethingWentWrong />;
}
