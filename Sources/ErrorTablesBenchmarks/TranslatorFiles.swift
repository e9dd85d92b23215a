import ErrorTablesCore
import Foundation

/// What `import` costs to read a translator's file: a String Catalog and an XLIFF 1.2 document of a given size,
/// shaped as `export` and Xcode write them (indented, a comment or note per unit, source and target), each
/// read once by `TranslationFile.read` in a child process: CPU time and peak memory, also per MB of file.
enum TranslatorFiles {
    enum Format: String, CaseIterable {
        case xcstrings
        case xliff
    }

    /// Writes a file of about `megabytes` MB in `format` to `path`; returns its size in bytes.
    static func write(_ format: Format, megabytes: Double, to path: String) throws -> Int {
        var text = ""
        let target = Int(megabytes * 1e6)
        var index = 0
        switch format {
        case .xcstrings:
            text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
            while text.utf8.count < target {
                text +=
                    (index == 0 ? "" : ",\n") + """
                            "PXError\(index).description" : {
                              "comment" : "The error message shown when error \(index) happens, from the Description column.",
                              "localizations" : {
                                "en" : { "stringUnit" : { "state" : "translated", "value" : "Error \(index) happened; try again." } },
                                "fr" : { "stringUnit" : { "state" : "translated", "value" : "L'erreur \(index) est survenue ; réessayez." } }
                              }
                            }
                        """
                index += 1
            }
            text += "\n  },\n  \"version\" : \"1.0\"\n}\n"
        case .xliff:
            text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                  <file original="Pix/en.md" source-language="en" target-language="fr" datatype="plaintext">
                    <body>

                """
            while text.utf8.count < target {
                text += """
                          <trans-unit id="PXError\(index).description" xml:space="preserve">
                            <source>Error \(index) happened; try again.</source>
                            <target state="translated">L'erreur \(index) est survenue ; réessayez.</target>
                            <note>The error message shown when error \(index) happens, from the Description column.</note>
                          </trans-unit>

                    """
                index += 1
            }
            text += "    </body>\n  </file>\n</xliff>\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return text.utf8.count
    }

    /// In the child: reads the file once and prints its CPU milliseconds and peak KiB.
    static func child(path: String) -> Never {
        do {
            let sample = try Sample.of { _ = try TranslationFile.read(path: path, language: "fr") }
            print("\(sample.cpu) \(Sample.peakKilobytes())")
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    /// Prints the table for files of `sizes` MB, each read in a child process (this program as `--read-file`).
    static func run(sizes: [Double], in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print("")
        print("import reading a translator's file (TranslationFile.read, one child process each)")
        print(
            "  " + Column.left("", 12) + Column.right("file MB", 9) + Column.right("CPU ms", 10)
                + Column.right("peak MiB", 10) + Column.right("peak/size", 11))
        for format in Format.allCases {
            for megabytes in sizes {
                let path = folder + "/file-\(megabytes).\(format.rawValue)"
                let bytes = try write(format, megabytes: megabytes, to: path)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
                process.arguments = ["--read-file", path]
                let pipe = Pipe()
                process.standardOutput = pipe
                try process.run()
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
                guard process.terminationStatus == 0, fields.count == 2, let cpu = Double(fields[0]),
                    let kilobytes = Double(fields[1])
                else { throw BenchmarkFailure("reading \(path) failed") }
                try? FileManager.default.removeItem(atPath: path)
                print(
                    "  " + Column.left(format.rawValue, 12) + Column.right(Column.number(Double(bytes) / 1e6), 9)
                        + Column.right(Column.number(cpu), 10) + Column.right(Column.number(kilobytes / 1024), 10)
                        + Column.right(Column.number(kilobytes * 1024 / Double(bytes), "%.1f") + "×", 11))
                fflush(nil)
            }
        }
    }
}
